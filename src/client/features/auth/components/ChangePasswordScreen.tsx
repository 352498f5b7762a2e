import { Button, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { texts } from '../../../../shared/texts';
import { useAppDispatch } from '../../../stores/hooks';
import { PasswordField } from '../../../components/form/PasswordField';
import { passwordChanged, signedOut } from '../../../stores/auth-slice';
import { toastShown } from '../../../stores/toasts-slice';
import { useChangePasswordMutation } from '../api/auth-api';
import { passwordChangeSchema } from '../lib/schemas';
import { AuthCard } from './AuthCard';
import { AuthLayout } from './AuthLayout';

const t = texts.console.security.passwordChange;

/**
 * Shown instead of the app (and of the console) to whoever signed in with a temporary password:
 * the server refuses everything else until it is replaced. The old password is the temporary one.
 */
export function ChangePasswordScreen() {
  const [changePassword] = useChangePasswordMutation();
  const dispatch = useAppDispatch();

  return (
    <AuthLayout>
      <AuthCard
        title={t.title}
        footer={
          <Button variant="plain" color="white" textDecoration="underline" onClick={() => dispatch(signedOut())}>
            {texts.common.logout}
          </Button>
        }
      >
        <Formik
          initialValues={{ oldPassword: '', newPassword: '', confirmPassword: '' }}
          validationSchema={passwordChangeSchema}
          onSubmit={async ({ oldPassword, newPassword }) => {
            const result = await changePassword({ oldPassword, newPassword });
            if (!result.data) return;
            dispatch(passwordChanged({ accessToken: result.data.tokens.access.token }));
            dispatch(toastShown(t.changed, 'success'));
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate>
              <Stack gap="4">
                <Text color="gray.700">{t.intro}</Text>
                <PasswordField name="oldPassword" label={t.oldPassword} autoComplete="current-password" />
                <PasswordField name="newPassword" label={t.newPassword} autoComplete="new-password" />
                <PasswordField name="confirmPassword" label={t.confirmPassword} autoComplete="new-password" />
                <Button type="submit" size="xl" colorPalette="brand" borderRadius="full" loading={isSubmitting}>
                  {t.submit}
                </Button>
              </Stack>
            </Form>
          )}
        </Formik>
      </AuthCard>
    </AuthLayout>
  );
}
