import { Stack, Text } from '@chakra-ui/react';
import { Form, useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { texts } from '../../../../../shared/texts';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';

interface FormDialogProps {
  readonly title: string;
  readonly submitLabel: string;
  /** The server's refusal of the last attempt, as it said it. */
  readonly refusal: string | null;
  readonly onClose: () => void;
  readonly children: ReactNode;
}

/** A formik form in the app's dialog: cancel and save side by side; mount it inside `<Formik>`, only while open. */
export function FormDialog({ title, submitLabel, refusal, onClose, children }: FormDialogProps) {
  const { submitForm, isSubmitting } = useFormikContext();
  return (
    <ConfirmDialog open title={title} confirmLabel={submitLabel} cancelLabel={texts.console.cancel} sending={isSubmitting} onConfirm={() => void submitForm()} onClose={onClose}>
      <Form noValidate>
        <Stack gap="4">{children}</Stack>
      </Form>
      {refusal && (
        <Text color="red.600" fontSize="sm" mt="3" role="alert">
          {refusal}
        </Text>
      )}
    </ConfirmDialog>
  );
}
