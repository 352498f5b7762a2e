import { Button, Code, Flex, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import * as yup from 'yup';
import type { TotpEnrolResponse } from '../../../../../shared/api/admin-players';
import { texts } from '../../../../../shared/texts';
import { TextField } from '../../../../components/form/TextField';
import { useConfirmTotpMutation, useEnrolTotpMutation } from '../api/security-api';
import { QrCode } from './QrCode';

const t = texts.console.security.enrol;
const codeSchema = yup.object({ code: yup.string().trim().required(t.codeRequired).matches(/^\d{6}$/, t.codeRequired) });

/**
 * Turning TOTP on: start (a new secret, shown as a QR code and as text), then a code from the
 * authenticator app confirms it and yields the recovery codes. Starting again replaces a secret
 * that was never confirmed.
 */
export function TotpEnrolment({ onConfirmed }: { onConfirmed: (recoveryCodes: readonly string[]) => void }) {
  const [enrol, { isLoading: starting }] = useEnrolTotpMutation();
  const [confirm] = useConfirmTotpMutation();
  const [pending, setPending] = useState<TotpEnrolResponse | null>(null);

  async function start() {
    const result = await enrol();
    // A refusal was toasted with the server's message.
    if (result.data) setPending(result.data);
  }

  if (!pending) {
    return (
      <Stack gap="4" bg="white" borderRadius="lg" borderWidth="1px" p="4" align="flex-start">
        <Text color="gray.700">{t.intro}</Text>
        <Button colorPalette="brand" loading={starting} onClick={() => void start()}>
          {t.start}
        </Button>
      </Stack>
    );
  }

  return (
    <Flex gap="6" bg="white" borderRadius="lg" borderWidth="1px" p="4" direction={{ base: 'column', md: 'row' }} align={{ base: 'center', md: 'flex-start' }}>
      <QrCode text={pending.uri} label={t.qrAlt} />
      <Stack gap="4" flex="1" w="full" minW="0">
        <Text color="gray.700">{t.intro}</Text>
        <Stack gap="1">
          <Text fontSize="sm" color="gray.600">
            {t.secret}
          </Text>
          <Code fontSize="md" p="2" wordBreak="break-all" userSelect="all" data-testid="totp-secret">
            {pending.secret}
          </Code>
        </Stack>
        <Formik
          initialValues={{ code: '' }}
          validationSchema={codeSchema}
          onSubmit={async ({ code }, { resetForm }) => {
            const result = await confirm({ code: code.trim() });
            if (result.data) onConfirmed(result.data.recoveryCodes);
            // A wrong code was toasted with the server's message: type the next one.
            else resetForm();
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate>
              <Stack gap="3" maxW="xs">
                <TextField name="code" label={t.codeLabel} inputMode="numeric" pattern="[0-9]*" autoComplete="one-time-code" maxLength={6} letterSpacing="0.3em" />
                <Button type="submit" colorPalette="brand" loading={isSubmitting}>
                  {t.confirm}
                </Button>
              </Stack>
            </Form>
          )}
        </Formik>
      </Stack>
    </Flex>
  );
}
