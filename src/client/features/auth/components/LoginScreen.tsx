import { Button, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { Link, useLocation } from 'react-router-dom';
import { texts } from '../../../../shared/texts';
import { useAppDispatch } from '../../../app/hooks';
import { PasswordField } from '../../../components/form/PasswordField';
import { TextField } from '../../../components/form/TextField';
import { paths } from '../../../config/paths';
import { signedIn } from '../../../stores/auth-slice';
import { useLoginMutation } from '../api/auth-api';
import { loginSchema } from '../lib/schemas';
import { AuthCard } from './AuthCard';

interface Prefill {
  readonly username?: string;
  readonly password?: string;
}

/** /auth/login. On success the session is stored and the guard takes the player home. */
export function LoginScreen() {
  const [login, { isLoading }] = useLoginMutation();
  const dispatch = useAppDispatch();
  const prefill = (useLocation().state ?? {}) as Prefill;

  return (
    <AuthCard
      title={texts.auth.login}
      footer={
        <Text>
          {texts.auth.noAccount}{' '}
          <ChakraLink asChild color="white" fontWeight="bold" textDecoration="underline">
            <Link to={paths.auth.register}>{texts.auth.registerNow}</Link>
          </ChakraLink>
        </Text>
      }
    >
      <Formik
        initialValues={{ username: prefill.username ?? '', password: prefill.password ?? '' }}
        validationSchema={loginSchema}
        validateOnChange
        onSubmit={async (values) => {
          const result = await login({ username: values.username.trim(), password: values.password });
          // The refresh token is not kept after a plain login (spec section 4).
          if (result.data) dispatch(signedIn({ player: result.data.player, accessToken: result.data.tokens.access.token }));
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
    </AuthCard>
  );
}
