import { AspectRatio, Box, Field, Image, Stack, Text } from '@chakra-ui/react';
import { useField } from 'formik';
import { useEffect, useId, useMemo } from 'react';
import { UPLOAD_MIME_TYPES } from '../../../../shared/api/uploads';
import { texts } from '../../../../shared/texts';

const v = texts.accountArea.verify;

/**
 * One side of the ID card: the whole card is the (labelled) file input's target; it shows the chosen
 * photo, or the one already sent (`currentUrl`, a signed URL), at a fixed ratio so nothing jumps.
 */
export function PhotoPicker({ name, label, currentUrl, disabled }: { name: string; label: string; currentUrl: string | null; disabled?: boolean }) {
  const [, meta, helpers] = useField<File | undefined>(name);
  const id = useId();
  const file = meta.value;
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : undefined), [file]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const shown = preview ?? currentUrl ?? undefined;
  const invalid = Boolean(meta.touched && meta.error);
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
          void helpers.setValue(chosen, true);
          void helpers.setTouched(true, false);
        }}
      />
      {shown && !disabled && (
        <Text fontSize="sm" color="brand.700">
          {v.change}
        </Text>
      )}
      <Field.ErrorText>{meta.error}</Field.ErrorText>
    </Field.Root>
  );
}
