import { Stack, Text } from '@chakra-ui/react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { Form, Formik } from 'formik';
import { type ReactNode, useState } from 'react';
import type { AnyObjectSchema } from 'yup';
import { texts } from '../../../shared/texts';
import { errorMessage } from '../../api/base';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useIdempotencyKey } from '../../hooks/use-idempotency-key';
import { type AmountNoteLabels, AmountNoteFields, type AmountNoteValues } from './AmountNoteFields';

/** A mutation's answer as RTK Query gives it: its data, or its error. */
type Answer = { data?: unknown; error?: unknown };
/** The data of an answer that is no error. */
type DataOf<A> = A extends { data: infer D; error?: undefined } ? D : never;

interface AmountNoteDialogProps<V extends AmountNoteValues, A extends Answer> {
  readonly title: string;
  readonly confirmLabel: string;
  readonly initialValues: V;
  readonly validationSchema: AnyObjectSchema;
  readonly labels: AmountNoteLabels;
  readonly signed?: boolean;
  /** Above the fields: what the operator reads first (the balance). */
  readonly intro?: ReactNode;
  /** Between the amount and the note (a deposit's status). */
  readonly children?: ReactNode;
  /** Sends the checked form with the operation's Idempotency-Key. */
  readonly send: (values: V, idempotencyKey: string) => Promise<A>;
  /** After the server's yes, before the dialog closes (a toast). */
  readonly onDone: (data: DataOf<A>) => void;
  readonly onClose: () => void;
}

/**
 * Points moved for one player, with a note: a deposit or an adjustment. A refusal is shown in the
 * dialog in the server's words, and the operator may correct and send again. Mounted only while open.
 */
export function AmountNoteDialog<V extends AmountNoteValues, A extends Answer>({ title, confirmLabel, initialValues, validationSchema, labels, signed, intro, children, send, onDone, onClose }: AmountNoteDialogProps<V, A>) {
  const [refusal, setRefusal] = useState<string | null>(null);
  // One key per operation meant: kept across a lost answer, renewed after any answer, so a double
  // submit or a resend moves points once.
  const [key, settle] = useIdempotencyKey();

  return (
    <Formik
      initialValues={initialValues}
      validationSchema={validationSchema}
      onSubmit={async (values) => {
        const result = await send(values, key);
        settle(result);
        if (result.error !== undefined) return setRefusal(errorMessage(result.error as FetchBaseQueryError));
        onDone(result.data as DataOf<A>);
        onClose();
      }}
    >
      {({ isSubmitting, submitForm }) => (
        <ConfirmDialog open title={title} confirmLabel={confirmLabel} cancelLabel={texts.console.cancel} sending={isSubmitting} onConfirm={() => void submitForm()} onClose={onClose}>
          <Form noValidate>
            <Stack gap="3">
              {intro}
              <AmountNoteFields labels={labels} signed={signed}>
                {children}
              </AmountNoteFields>
              {refusal && (
                <Text role="alert" color="red.600" fontSize="sm">
                  {refusal}
                </Text>
              )}
            </Stack>
          </Form>
        </ConfirmDialog>
      )}
    </Formik>
  );
}
