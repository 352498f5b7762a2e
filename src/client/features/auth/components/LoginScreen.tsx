import { Button, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { LoginBody } from '../../../../shared/api/auth';
import { texts } from '../../../../shared/texts';
import { errorMessage } from '../../../api/base';
import { useAppDispatch } from '../../../stores/hooks';
import { PasswordField } from '../../../components/form/PasswordField';
import { TextField } from '../../../components/form/TextField';
import { paths } from '../../../config/paths';
import { signedIn } from '../../../stores/auth-slice';
import { toastShown } from '../../../stores/toasts-slice';
import { useSignInMutation } from '../api/auth-api';
import { loginSchema } from '../lib/schemas';
import { AuthCard } from './AuthCard';
import { SecondFactorForm } from './SecondFactorForm';

interface Prefill {
  readonly username?: string;
  readonly password?: string;
}

type Credentials = Pick<LoginBody, 'username' | 'password'>;

/**
 * /auth/login. On success the session is stored and the guard takes the player home. An operator
 * with TOTP on is answered TOTP_REQUIRED: a second step asks for the code and sends it with the
 * same username and password.
 */
export function LoginScreen() {
  const [signIn, { isLoading }] = useSignInMutation();
  const dispatch = useAppDispatch();
  const prefill = (useLocation().state ?? {}) as Prefill;
  /** Set while the second step is shown: what the first step checked. */
  const [secondStep, setSecondStep] = useState<Credentials | null>(null);

  /** Signs in; otherwise answers the refusal: its code and the server's message. */
  async function submit(body: LoginBody): Promise<{ code: unknown; message: string } | null> {
    const result = await signIn(body);
    if (result.data) {
      const { player, tokens, mustChangePassword } = result.data;
      // The refresh token is not kept after a plain login (spec section 4).
      dispatch(signedIn({ player, accessToken: tokens.access.token, ...(mustChangePassword ? { mustChangePassword } : {}) }));
      return null;
    }
    const error = result.error as FetchBaseQueryError;
    return { code: (error.data as { code?: unknown } | undefined)?.code, message: errorMessage(error) };
  }

  return (
    <AuthCard
      title={secondStep ? texts.console.security.login.title : texts.auth.login}
      footer={
        <Text>
          {texts.auth.noAccount}{' '}
          <ChakraLink asChild color="white" fontWeight="bold" textDecoration="underline">
            <Link to={paths.auth.register}>{texts.auth.registerNow}</Link>
          </ChakraLink>
        </Text>
      }
    >
      {secondStep ? (
        <SecondFactorForm onSubmit={async (factor) => (await submit({ ...secondStep, ...factor }))?.message ?? null} onBack={() => setSecondStep(null)} />
      ) : (
        <Formik
          initialValues={{ username: prefill.username ?? '', password: prefill.password ?? '' }}
          validationSchema={loginSchema}
          validateOnChange
          onSubmit={async (values) => {
            const credentials = { username: values.username.trim(), password: values.password };
            const refusal = await submit(credentials);
            // Asking for the code is the next step, not an error; other refusals are toasted.
            if (refusal?.code === 'TOTP_REQUIRED') setSecondStep(credentials);
            else if (refusal) dispatch(toastShown(refusal.message, 'error'));
          }}
        >
          <Form noValidate>
            <Stack gap="4">
              <TextField name="username" label={texts.auth.usernamePlaceholder} hideLabel placeholder={texts.auth.usernamePlaceholder} autoComplete="username" autoCapitalize="none" />
              <PasswordField name="password" label={texts.auth.passwordPlaceholder} hideLabel placeholder={texts.auth.passwordPlaceholder} autoComplete="current-password" />
              <ChakraLink asChild alignSelf="flex-end" fontSize="sm" color="brand.700">
                <Link to={paths.auth.forgotPassword}>{texts.auth.forgotPasswordLink}</Link>
              </ChakraLink>
              <Button type="submit" size="xl" colorPalette="brand" borderRadius="full" loading={isLoading}>
                {texts.auth.login}
              </Button>
            </Stack>
          </Form>
        </Formik>
      )}
    </AuthCard>
  );
}
