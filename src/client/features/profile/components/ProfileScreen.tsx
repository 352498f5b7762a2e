import { Button, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import type { Player } from '../../../../shared/api/players';
import { texts } from '../../../../shared/texts';
import { useGetProfileQuery } from '../../../api/profile';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { TextField } from '../../../components/form/TextField';
import { NeedsNetwork } from '../../../components/NeedsNetwork';
import { SavedDataNotice } from '../../../components/SavedDataNotice';
import { ScreenBody } from '../../../components/ScreenBody';
import { ScreenHeader } from '../../../components/ScreenHeader';
import { paths } from '../../../config/paths';
import { useGoBack } from '../../../hooks/use-go-back';
import { useOnlineStatus } from '../../../hooks/use-online-status';
import { useSaved } from '../../../hooks/use-saved';
import { selectProfile } from '../../../stores/auth-slice';
import { snapshotKeys } from '../../../stores/offline-slice';
import { toastShown } from '../../../stores/toasts-slice';
import { useUpdatePlayerMutation } from '../api/profile-api';
import { profileSchema } from '../lib/schemas';

const p = texts.accountArea.profile;

/** /profile: nickname, phone number and address (no rules, spec section 5); readable offline. */
export function ProfileScreen() {
  const profile = useAppSelector(selectProfile);
  const { savedAt, fromSaved } = useSaved<Player>(snapshotKeys.profile, useGetProfileQuery());
  const [updatePlayer, saving] = useUpdatePlayerMutation();
  const online = useOnlineStatus();
  const dispatch = useAppDispatch();
  const goBack = useGoBack(paths.account);
  if (!profile) return null;
  return (
    <>
      <ScreenHeader title={p.title} backTo={paths.account} />
      <ScreenBody>
        <SavedDataNotice savedAt={savedAt} fromSaved={fromSaved} />
        <Formik
          initialValues={{ nickname: profile.nickname ?? '', phoneNumber: profile.phoneNumber ?? '', address: profile.address ?? '' }}
          validationSchema={profileSchema}
          onSubmit={async (values) => {
            const result = await updatePlayer({ id: profile.id, body: values });
            if (!result.data) return;
            dispatch(toastShown(p.updated));
            goBack();
          }}
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
              <TextField name="nickname" label={p.nickname} autoComplete="nickname" maxLength={64} />
              <TextField name="phoneNumber" label={p.phoneNumber} type="tel" inputMode="tel" autoComplete="tel" maxLength={20} />
              <TextField name="address" label={p.address} autoComplete="street-address" maxLength={200} />
              <Button type="submit" size="xl" colorPalette="brand" borderRadius="full" loading={saving.isLoading} disabled={!online}>
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
