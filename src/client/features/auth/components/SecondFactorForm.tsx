import { Button, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import * as yup from 'yup';
import { texts } from '../../../../shared/texts';
import { TextField } from '../../../components/form/TextField';

const t = texts.console.security.login;

/** What the second step adds to the username and password. */
export type SecondFactor = { readonly totp: string } | { readonly recoveryCode: string };

const totpSchema = yup.object({ code: yup.string().trim().required(t.totpRequired).matches(/^\d{6}$/, t.totpRequired) });
const recoverySchema = yup.object({ code: yup.string().trim().required(t.recoveryRequired) });

interface SecondFactorFormProps {
  /** Resolves null once signed in; else the server's refusal, shown here while the step stays, the field emptied. */
  readonly onSubmit: (factor: SecondFactor) => Promise<string | null>;
  readonly onBack: () => void;
}

/**
 * The login screen's second step for an operator with TOTP on: the 6-digit code of the
 * authenticator app (numeric keyboard, filled by the phone from an SMS-style one-time code when it
 * can), or one of the recovery codes instead.
 */
export function SecondFactorForm({ onSubmit, onBack }: SecondFactorFormProps) {
  const [recovery, setRecovery] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  return (
    <Formik
      key={recovery ? 'recovery' : 'totp'}
      initialValues={{ code: '' }}
      validationSchema={recovery ? recoverySchema : totpSchema}
      onSubmit={async ({ code }, { resetForm }) => {
        const factor = recovery ? { recoveryCode: code.trim() } : { totp: code.trim() };
        setRefusal(null);
        const refused = await onSubmit(factor);
        if (refused === null) return;
        setRefusal(refused);
        resetForm();
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate>
          <Stack gap="4">
            <Text color="gray.700">{recovery ? t.recoveryHelp : t.totpHelp}</Text>
            {recovery ? (
              <TextField name="code" label={t.recoveryLabel} autoComplete="off" autoCapitalize="characters" spellCheck={false} maxLength={32} autoFocus />
            ) : (
              <TextField name="code" label={t.totpLabel} inputMode="numeric" pattern="[0-9]*" autoComplete="one-time-code" maxLength={6} letterSpacing="0.3em" autoFocus />
            )}
            {refusal && (
              <Text role="alert" color="red.600" fontWeight="medium" data-testid="second-factor-refusal">
                {refusal}
              </Text>
            )}
            <Button type="submit" size="xl" colorPalette="brand" borderRadius="full" loading={isSubmitting}>
              {t.submit}
            </Button>
            <Button
              variant="plain"
              size="sm"
              color="brand.700"
              onClick={() => {
                setRefusal(null);
                setRecovery((r) => !r);
              }}
              disabled={isSubmitting}
            >
              {recovery ? t.useTotp : t.useRecovery}
            </Button>
            <Button variant="plain" size="sm" color="gray.600" onClick={onBack} disabled={isSubmitting}>
              {t.back}
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
