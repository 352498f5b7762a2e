import { Button, Stack } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { texts } from '../../../../shared/texts';
import { BANK_ACCOUNT_HOLDER_MAX, BANK_ACCOUNT_NUMBER_MAX } from '../../../../shared/validation';
import { useAppSelector } from '../../../stores/hooks';
import { TextField } from '../../../components/form/TextField';
import { NeedsNetwork } from '../../../components/NeedsNetwork';
import { ScreenBody } from '../../../components/ScreenBody';
import { ScreenHeader } from '../../../components/ScreenHeader';
import { paths } from '../../../config/paths';
import { useOnlineStatus } from '../../../hooks/use-online-status';
import { selectProfile } from '../../../stores/auth-slice';
import { bankSchema } from '../lib/schemas';
import { useSavePlayer } from '../lib/use-save-player';
import { BankNameField } from './BankNameField';

const b = texts.accountArea.bank;

/** /banking: links the bank account withdrawals are paid into (spec sections 2 and 5). */
export function BankingScreen() {
  const profile = useAppSelector(selectProfile);
  const { save, saving } = useSavePlayer(texts.accountArea.profile.updated);
  const online = useOnlineStatus();
  if (!profile) return null;
  return (
    <>
      <ScreenHeader title={b.title} backTo={paths.account} />
      <ScreenBody>
        <Formik
          initialValues={{
            bankName: profile.bankName ?? '',
            bankAccountNumber: profile.bankAccountNumber ?? '',
            bankAccountHolder: profile.bankAccountHolder ?? '',
          }}
          validationSchema={bankSchema}
          onSubmit={(values) =>
            save({ bankName: values.bankName.trim(), bankAccountNumber: values.bankAccountNumber.trim(), bankAccountHolder: values.bankAccountHolder.trim() })
          }
        >
          <Form noValidate>
            <Stack gap="4" bg="white" borderRadius="xl" p="4" boxShadow="xs">
              <BankNameField name="bankName" label={b.bankName} placeholder={b.bankNamePlaceholder} />
              <TextField name="bankAccountNumber" label={b.accountNumber} inputMode="numeric" autoComplete="off" maxLength={BANK_ACCOUNT_NUMBER_MAX} />
              <TextField name="bankAccountHolder" label={b.accountHolder} autoCapitalize="characters" autoComplete="name" maxLength={BANK_ACCOUNT_HOLDER_MAX} />
              <Button type="submit" size="xl" colorPalette="brand" borderRadius="full" loading={saving} disabled={!online}>
                {b.save}
              </Button>
              <NeedsNetwork show={!online} />
            </Stack>
          </Form>
        </Formik>
      </ScreenBody>
    </>
  );
}
