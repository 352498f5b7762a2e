import { Button, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import type { VerificationState } from '../../../../shared/api/players';
import { texts } from '../../../../shared/texts';
import { useGetProfileQuery } from '../../../api/profile';
import { useAppDispatch, useAppSelector } from '../../../stores/hooks';
import { NeedsNetwork } from '../../../components/NeedsNetwork';
import { ScreenBody } from '../../../components/ScreenBody';
import { ScreenHeader } from '../../../components/ScreenHeader';
import { StatusBadge, type StatusTone } from '../../../components/StatusBadge';
import { paths } from '../../../config/paths';
import { useGoBack } from '../../../hooks/use-go-back';
import { useOnlineStatus } from '../../../hooks/use-online-status';
import { selectProfile } from '../../../stores/auth-slice';
import { toastShown } from '../../../stores/toasts-slice';
import { useSubmitVerificationMutation, useUploadFileMutation } from '../api/verification-api';
import { verificationSchema } from '../lib/photo-schema';
import { PhotoPicker } from './PhotoPicker';

const v = texts.accountArea.verify;
const tones: Record<VerificationState['status'], StatusTone> = { PENDING: 'info', APPROVED: 'success', REJECTED: 'error' };

/**
 * /account-verify: front and back photos of the ID card, both required, images only. Shows where
 * the review stands; a new request is possible only with none yet or after a rejection.
 */
export function AccountVerifyScreen() {
  useGetProfileQuery();
  const profile = useAppSelector(selectProfile);
  const [uploadFile, uploading] = useUploadFileMutation();
  const [submitVerification, submitting] = useSubmitVerificationMutation();
  const online = useOnlineStatus();
  const dispatch = useAppDispatch();
  const goBack = useGoBack(paths.account);
  if (!profile) return null;
  const state = profile.verification ?? null;
  const canSubmit = state === null || state.status === 'REJECTED';

  return (
    <>
      <ScreenHeader title={v.title} backTo={paths.account} />
      <ScreenBody>
        {state && (
          <Stack gap="1" bg="white" borderRadius="xl" p="4" boxShadow="xs" data-testid="verification-state">
            <StatusBadge label={v.status[state.status]} tone={tones[state.status]} />
            {state.status === 'PENDING' && <Text fontSize="sm" color="gray.600">{v.pendingHint}</Text>}
            {state.status === 'REJECTED' && state.reason && <Text color="red.700">{v.reason(state.reason)}</Text>}
          </Stack>
        )}
        <Text fontSize="sm" color="gray.600">
          {v.intro}
        </Text>
        <Formik<{ front: File | undefined; back: File | undefined }>
          initialValues={{ front: undefined, back: undefined }}
          validationSchema={verificationSchema}
          onSubmit={async ({ front, back }) => {
            const frontUpload = await uploadFile(front!);
            if (!frontUpload.data) return;
            const backUpload = await uploadFile(back!);
            if (!backUpload.data) return;
            const result = await submitVerification({ id: profile.id, body: { frontID: frontUpload.data.fileUrl, backID: backUpload.data.fileUrl } });
            if (!result.data) return;
            dispatch(toastShown(texts.accountArea.profile.updated));
            goBack();
          }}
        >
          <Form noValidate>
            <Stack gap="4" bg="white" borderRadius="xl" p="4" boxShadow="xs">
              <PhotoPicker name="front" label={v.front} currentUrl={profile.frontID} disabled={!canSubmit} />
              <PhotoPicker name="back" label={v.back} currentUrl={profile.backID} disabled={!canSubmit} />
              {canSubmit && (
                <Button type="submit" size="xl" colorPalette="brand" borderRadius="full" loading={uploading.isLoading || submitting.isLoading} disabled={!online}>
                  {state?.status === 'REJECTED' ? v.resubmit : v.submit}
                </Button>
              )}
              <NeedsNetwork show={canSubmit && !online} />
            </Stack>
          </Form>
        </Formik>
      </ScreenBody>
    </>
  );
}
