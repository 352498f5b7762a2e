import { Code, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import * as yup from 'yup';
import { texts } from '../../../../../shared/texts';
import { USERNAME_MIN, USERNAME_PATTERN } from '../../../../../shared/validation';
import { useAppDispatch } from '../../../../stores/hooks';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { TextField } from '../../../../components/form/TextField';
import { toastShown } from '../../../../stores/toasts-slice';
import { useCreateOperatorMutation } from '../api/operators-api';

const t = texts.console.security.operators;
const v = texts.validation;

/** The rules a username follows (the server checks the same, with the same messages). */
const schema = yup.object({
  username: yup.string().trim().required(t.usernameRequired).min(USERNAME_MIN, v.usernameMin).matches(USERNAME_PATTERN, v.usernameChars),
});

/**
 * A new operator: the username, then the generated temporary password shown once. It lives only in
 * this dialog's state (the mutation's copy is dropped at once); the new operator changes it and
 * turns TOTP on at the first sign-in.
 */
export function CreateOperatorDialog({ onClose }: { onClose: () => void }) {
  const [create, { isLoading, reset }] = useCreateOperatorMutation();
  const [created, setCreated] = useState<{ username: string; password: string } | null>(null);
  const dispatch = useAppDispatch();

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      dispatch(toastShown(t.copied, 'success'));
    } catch {
      // No clipboard (plain HTTP, refused permission): the password stays on screen to copy by hand.
    }
  }

  if (created) {
    return (
      <ConfirmDialog open role="alertdialog" title={t.createdTitle} confirmLabel={t.copyPassword} cancelLabel={t.close} sending={false} onConfirm={() => void copy(created.password)} onClose={onClose}>
        <Stack gap="3">
          <Text>
            {t.username}: <strong>{created.username}</strong>
          </Text>
          <Text fontSize="sm" color="gray.600">
            {t.temporaryPassword}
          </Text>
          <Code display="block" fontSize="2xl" p="3" textAlign="center" letterSpacing="wider" userSelect="all" data-testid="operator-temporary-password">
            {created.password}
          </Code>
          <Text fontSize="sm" color="gray.700">
            {t.passwordOnce}
          </Text>
        </Stack>
      </ConfirmDialog>
    );
  }

  return (
    <Formik
      initialValues={{ username: '' }}
      validationSchema={schema}
      onSubmit={async ({ username }) => {
        const result = await create({ username: username.trim() });
        reset();
        // A refusal (name taken) was toasted with the server's message; the dialog stays to fix the name.
        if (result.data) setCreated({ username: result.data.operator.username, password: result.data.temporaryPassword });
      }}
    >
      {({ submitForm }) => (
        <ConfirmDialog open title={t.createTitle} confirmLabel={t.create} cancelLabel={texts.console.cancel} sending={isLoading} onConfirm={() => void submitForm()} onClose={onClose}>
          <Form noValidate>
            <TextField name="username" label={t.username} autoComplete="off" autoCapitalize="none" spellCheck={false} />
          </Form>
        </ConfirmDialog>
      )}
    </Formik>
  );
}
