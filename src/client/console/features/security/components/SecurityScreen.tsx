import { Alert, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { texts } from '../../../../../shared/texts';
import { useAppDispatch } from '../../../../stores/hooks';
import { paths } from '../../../../config/paths';
import { toastShown } from '../../../../stores/toasts-slice';
import { consoleSecurityApi, useGetTotpStatusQuery } from '../api/security-api';
import { RecoveryCodes } from './RecoveryCodes';
import { TotpEnrolment } from './TotpEnrolment';
import { ScreenTitle } from '../../../components/ScreenTitle';

const t = texts.console.security.enrol;

/**
 * /admin/security: the operator's own second factor. Until it is on, this is all the console
 * shows (EnrolmentGate). The recovery codes stay on screen until the operator says they saved them.
 */
export function SecurityScreen() {
  const { data } = useGetTotpStatusQuery();
  const [recoveryCodes, setRecoveryCodes] = useState<readonly string[] | null>(null);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  function saved(codes: readonly string[]) {
    setRecoveryCodes(null);
    dispatch(toastShown(t.done, 'success'));
    // TOTP is on (the confirmation said so): the gate opens the console at once, on its first screen.
    dispatch(
      consoleSecurityApi.util.updateQueryData('getTotpStatus', undefined, (status) => {
        Object.assign(status, { enabled: true, pending: false, recoveryCodesLeft: codes.length });
      }),
    );
    navigate(paths.admin.home, { replace: true });
  }

  return (
    <Stack gap="4" maxW="3xl">
      <ScreenTitle>{t.title}</ScreenTitle>
      {recoveryCodes ? (
        <RecoveryCodes codes={recoveryCodes} onSaved={() => saved(recoveryCodes)} />
      ) : data?.enabled ? (
        <Stack gap="1" bg="white" borderRadius="lg" borderWidth="1px" p="4" data-testid="totp-enabled">
          <Text fontWeight="medium">{t.enabled}</Text>
          <Text color="gray.700">{t.codesLeft(data.recoveryCodesLeft)}</Text>
        </Stack>
      ) : (
        <>
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Title>{t.required}</Alert.Title>
          </Alert.Root>
          {data && <TotpEnrolment onConfirmed={setRecoveryCodes} />}
        </>
      )}
    </Stack>
  );
}
