import { Box, Button, Field, HStack, Stack, Text } from '@chakra-ui/react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useField } from 'formik';
import { useId, useRef, useState } from 'react';
import { texts } from '../../../../../shared/texts';
import { errorMessage } from '../../../../api/base';
import { useUploadPublicImageMutation } from '../api/content-api';

const t = texts.console.content.image;

interface ImageFieldProps {
  /** The formik field holding the image's URL ('' for none). */
  readonly name: string;
  readonly label: string;
  /** Width:height of the thumbnail, as the app shows the image. */
  readonly ratio?: number;
  /** Whether the image may be taken away (the popup's is optional). */
  readonly removable?: boolean;
}

/**
 * An image chosen from the operator's files: uploaded at once (POST /v1/admin/images), its public
 * URL kept in the form, a thumbnail shown. The server reads the type from the bytes; its refusal
 * (not an image, over 5 MB) is shown under the field.
 */
export function ImageField({ name, label, ratio = 2.4, removable }: ImageFieldProps) {
  const [field, meta, helpers] = useField<string>(name);
  const [upload, { isLoading }] = useUploadPublicImageMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const problem = refusal ?? (meta.touched ? meta.error : undefined);

  async function choose(file: File | undefined) {
    if (!file) return;
    const result = await upload(file);
    if (input.current) input.current.value = '';
    if ('error' in result) return setRefusal(errorMessage(result.error as FetchBaseQueryError));
    setRefusal(null);
    await helpers.setValue(result.data.url, true);
    await helpers.setTouched(true, false);
  }

  return (
    <Field.Root invalid={Boolean(problem)}>
      <Field.Label htmlFor={id}>{label}</Field.Label>
      <Stack gap="2" w="full">
        {field.value && (
          <Box w="full" maxW="sm" aspectRatio={ratio} borderRadius="md" overflow="hidden" borderWidth="1px" bg="gray.100">
            <img src={field.value} alt={t.preview} style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
          </Box>
        )}
        <HStack gap="2" wrap="wrap">
          <Button size="sm" variant="outline" loading={isLoading} onClick={() => input.current?.click()}>
            {field.value ? t.change : t.upload}
          </Button>
          {removable && field.value && (
            <Button size="sm" variant="ghost" colorPalette="red" onClick={() => void helpers.setValue('')}>
              {t.remove}
            </Button>
          )}
        </HStack>
        <input id={id} ref={input} type="file" accept="image/jpeg,image/png,image/webp" hidden onChange={(e) => void choose(e.target.files?.[0])} />
        <Text fontSize="xs" color="gray.500">
          {t.help}
        </Text>
      </Stack>
      <Field.ErrorText>{problem}</Field.ErrorText>
    </Field.Root>
  );
}
