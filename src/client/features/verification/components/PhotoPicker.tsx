import { AspectRatio, Box, Field, Image, Stack, Text } from '@chakra-ui/react';
import { useField } from 'formik';
import { useEffect, useId, useMemo, useState } from 'react';
import { UPLOAD_MAX_BYTES, UPLOAD_MIME_TYPES } from '../../../../shared/uploads';
import { texts } from '../../../../shared/texts';

const v = texts.accountArea.verify;
const u = texts.accountArea.upload;

/** Why a chosen file cannot be an ID photo (the upload route's own rules), or null. */
function refusal(file: File): string | null {
  if (!(UPLOAD_MIME_TYPES as readonly string[]).includes(file.type)) return u.imagesOnly;
  return file.size > UPLOAD_MAX_BYTES ? u.tooLarge : null;
}

/**
 * One side of the ID card: the whole card is the (labelled) file input's target; it shows the chosen
 * photo, or the one already sent (`currentUrl`, a signed URL), at a fixed ratio so nothing jumps.
 * A file that is not an accepted image is refused when chosen (never previewed as a broken image):
 * the previous choice stays and the reason shows.
 */
export function PhotoPicker({ name, label, currentUrl, disabled }: { name: string; label: string; currentUrl: string | null; disabled?: boolean }) {
  const [, meta, helpers] = useField<File | undefined>(name);
  const id = useId();
  const file = meta.value;
  const [refused, setRefused] = useState<string | null>(null);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : undefined), [file]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const shown = preview ?? currentUrl ?? undefined;
  const error = refused ?? (meta.touched ? meta.error : undefined);
  const invalid = Boolean(error);
  return (
    <Field.Root invalid={invalid} disabled={disabled}>
      <Field.Label htmlFor={id}>{label}</Field.Label>
      <Box
        asChild
        display="block"
        w="full"
        borderWidth="2px"
        borderStyle={shown ? 'solid' : 'dashed'}
        borderColor={invalid ? 'red.500' : 'gray.300'}
        borderRadius="xl"
        overflow="hidden"
        bg="gray.50"
        cursor={disabled ? 'not-allowed' : 'pointer'}
      >
        <label htmlFor={id}>
        <AspectRatio ratio={1.586}>
          {shown ? (
            <Image src={shown} alt={label} objectFit="cover" data-testid={`${name}-preview`} />
          ) : (
            <Stack align="center" justify="center" color="gray.500" gap="1">
              <Text fontSize="3xl" lineHeight="1" aria-hidden>
                +
              </Text>
              <Text fontWeight="medium">{v.choose}</Text>
            </Stack>
          )}
        </AspectRatio>
        </label>
      </Box>
      <input
        id={id}
        type="file"
        accept={UPLOAD_MIME_TYPES.join(',')}
        disabled={disabled}
        style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
        aria-invalid={invalid}
        onChange={(e) => {
          const chosen = e.target.files?.[0];
          const reason = chosen ? refusal(chosen) : null;
          setRefused(reason);
          if (reason) {
            e.target.value = '';
            return;
          }
          void helpers.setValue(chosen, true);
          void helpers.setTouched(true, false);
        }}
      />
      {shown && !disabled && (
        <Text fontSize="sm" color="brand.700">
          {v.change}
        </Text>
      )}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
