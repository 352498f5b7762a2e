import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { Form, Formik, type FormikProps, type FormikValues } from 'formik';
import { type ReactNode, useState } from 'react';
import type { Schema } from 'yup';
import { texts } from '../../../../../shared/texts';
import { errorMessage } from '../../../../api/base';
import { useAppDispatch } from '../../../../stores/hooks';
import { toastShown } from '../../../../stores/toasts-slice';
import { usePutAdminSettingMutation } from '../../../api/settings-api';

interface SettingFormProps<V extends FormikValues> {
  /** The setting it saves (PUT /v1/admin/settings/{key}). */
  readonly settingKey: string;
  readonly title: string;
  readonly help?: string;
  /** The toast of a save. */
  readonly saved: string;
  /** The form as the setting in force reads; a saved answer resets it to what the server kept. */
  readonly initialValues: V;
  readonly validationSchema: Schema;
  /** The setting's value to send, from the form. */
  readonly toValue: (values: V) => unknown;
  readonly children: (form: FormikProps<V>) => ReactNode;
}

/**
 * One content setting as a proper form: checked before sending, saved through the settings call,
 * and refused with the server's own words under the form (the editor keeps what was typed).
 */
export function SettingForm<V extends FormikValues>({ settingKey, title, help, saved, initialValues, validationSchema, toValue, children }: SettingFormProps<V>) {
  const [putSetting] = usePutAdminSettingMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const dispatch = useAppDispatch();

  return (
    <Box as="section" bg="white" borderRadius="lg" borderWidth="1px" p={{ base: '3', md: '5' }} data-testid={`setting-form-${settingKey}`} aria-label={title}>
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {help && (
        <Text fontSize="sm" color="gray.600" mt="1">
          {help}
        </Text>
      )}
      <Formik
        initialValues={initialValues}
        enableReinitialize
        validationSchema={validationSchema}
        onSubmit={async (values) => {
          const result = await putSetting({ key: settingKey, value: toValue(values) });
          if ('error' in result) return setRefusal(errorMessage(result.error as FetchBaseQueryError));
          setRefusal(null);
          dispatch(toastShown(saved, 'success'));
        }}
      >
        {(form) => (
          <Form noValidate>
            <Stack gap="4" mt="4">
              {children(form)}
              {refusal && (
                <Text color="red.600" fontSize="sm" role="alert">
                  {refusal}
                </Text>
              )}
              <HStack justify="flex-end">
                <Button type="submit" colorPalette="brand" loading={form.isSubmitting}>
                  {texts.console.content.save}
                </Button>
              </HStack>
            </Stack>
          </Form>
        )}
      </Formik>
    </Box>
  );
}
