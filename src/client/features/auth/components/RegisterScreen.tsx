import { Button, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { Link, useSearchParams } from 'react-router-dom';
import { texts } from '../../../../shared/texts';
import { useAppDispatch } from '../../../stores/hooks';
import { PasswordField } from '../../../components/form/PasswordField';
import { TextField } from '../../../components/form/TextField';
import { paths } from '../../../config/paths';
import { signedIn } from '../../../stores/auth-slice';
import { toastShown } from '../../../stores/toasts-slice';
import { useLoginMutation, useRegisterMutation } from '../api/auth-api';
import { REF_CODE_MAX, registerSchema } from '../lib/schemas';
import { AuthCard } from './AuthCard';

/**
 * /auth/register. An invitation link (?ref=CODE) fills the 'Mã giới thiệu' field, which stays
 * editable (and may be typed without a link). Success: toast, then automatic login.
 */
export function RegisterScreen() {
  const [register, registration] = useRegisterMutation();
  const [login, signingIn] = useLoginMutation();
  const dispatch = useAppDispatch();
  const invitedBy = useSearchParams()[0].get('ref')?.trim().slice(0, REF_CODE_MAX) ?? '';

  return (
    <AuthCard
      title={texts.auth.register}
      footer={
        <Text>
          {texts.auth.haveAccount}{' '}
          <ChakraLink asChild color="white" fontWeight="bold" textDecoration="underline">
            <Link to={paths.auth.login}>{texts.auth.loginNow}</Link>
          </ChakraLink>
        </Text>
      }
    >
      <Formik
        initialValues={{ username: '', password: '', passwordConfirm: '', ref: invitedBy }}
        validationSchema={registerSchema}
        onSubmit={async (values) => {
          const credentials = { username: values.username.trim(), password: values.password };
          const ref = values.ref.trim();
          const created = await register({ ...credentials, passwordConfirm: values.passwordConfirm, ...(ref ? { ref } : {}) });
          if (!created.data) return;
          dispatch(toastShown(texts.auth.registered));
          const session = await login(credentials);
          if (session.data) {
            const { player, tokens } = session.data;
            dispatch(signedIn({ player, accessToken: tokens.access.token, refreshToken: tokens.refresh.token }));
          }
        }}
      >
        <Form noValidate>
          <Stack gap="4">
            <TextField name="username" label={texts.auth.usernamePlaceholder} hideLabel placeholder={texts.auth.usernamePlaceholder} autoComplete="username" autoCapitalize="none" />
            <PasswordField name="password" label={texts.auth.passwordPlaceholder} hideLabel placeholder={texts.auth.passwordPlaceholder} autoComplete="new-password" />
            <PasswordField name="passwordConfirm" label={texts.auth.passwordConfirmPlaceholder} hideLabel placeholder={texts.auth.passwordConfirmPlaceholder} autoComplete="new-password" />
            <TextField name="ref" label={texts.auth.referralCode} autoComplete="off" autoCapitalize="characters" maxLength={REF_CODE_MAX} />
            <Button type="submit" size="xl" colorPalette="brand" borderRadius="full" loading={registration.isLoading || signingIn.isLoading}>
              {texts.auth.register}
            </Button>
          </Stack>
        </Form>
      </Formik>
    </AuthCard>
  );
}
