import { Button, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import type { Player } from '../../../../shared/api/players';
import { texts } from '../../../../shared/texts';
import { ADDRESS_MAX, NICKNAME_MAX, PHONE_NUMBER_MAX } from '../../../../shared/validation';
import { useGetProfileQuery } from '../../../api/profile';
import { useAppSelector } from '../../../stores/hooks';
import { TextField } from '../../../components/form/TextField';
import { NeedsNetwork } from '../../../components/NeedsNetwork';
import { SavedDataNotice } from '../../../components/SavedDataNotice';
import { ScreenBody } from '../../../components/ScreenBody';
import { ScreenHeader } from '../../../components/ScreenHeader';
import { paths } from '../../../config/paths';
import { useOnlineStatus } from '../../../hooks/use-online-status';
import { useSaved } from '../../../hooks/use-saved';
import { selectProfile } from '../../../stores/auth-slice';
import { snapshotKeys } from '../../../stores/offline-slice';
import { profileSchema } from '../lib/schemas';
import { useSavePlayer } from '../lib/use-save-player';

const p = texts.accountArea.profile;

/** /profile: nickname, phone number and address (no rules, spec section 5); readable offline. */
export function ProfileScreen() {
  const profile = useAppSelector(selectProfile);
  const { savedAt, fromSaved } = useSaved<Player>(snapshotKeys.profile, useGetProfileQuery());
  const { save, saving } = useSavePlayer(p.updated);
  const online = useOnlineStatus();
  if (!profile) return null;
  return (
    <>
      <ScreenHeader title={p.title} backTo={paths.account} />
      <ScreenBody>
        <SavedDataNotice savedAt={savedAt} fromSaved={fromSaved} />
        <Formik
          initialValues={{ nickname: profile.nickname ?? '', phoneNumber: profile.phoneNumber ?? '', address: profile.address ?? '' }}
          validationSchema={profileSchema}
          onSubmit={save}
        >
          <Form noValidate>
            <Stack gap="4" bg="white" borderRadius="xl" p="4" boxShadow="xs">
              <Stack gap="0">
                <Text fontSize="sm" fontWeight="medium">
                  {texts.account.username}
                </Text>
                <Text fontSize="lg" color="gray.700">
                  {profile.username}
                </Text>
              </Stack>
              <TextField name="nickname" label={p.nickname} autoComplete="nickname" maxLength={NICKNAME_MAX} />
              <TextField name="phoneNumber" label={p.phoneNumber} type="tel" inputMode="tel" autoComplete="tel" maxLength={PHONE_NUMBER_MAX} />
              <TextField name="address" label={p.address} autoComplete="street-address" maxLength={ADDRESS_MAX} />
              <Button type="submit" size="xl" colorPalette="brand" borderRadius="full" loading={saving} disabled={!online}>
                {p.save}
              </Button>
              <NeedsNetwork show={!online} />
            </Stack>
          </Form>
        </Formik>
      </ScreenBody>
    </>
  );
}
