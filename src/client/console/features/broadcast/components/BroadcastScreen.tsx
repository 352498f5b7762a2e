import { Box, Button, Checkbox, Field, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { NOTIFICATION_CONTENT_MAX, NOTIFICATION_TITLE_MAX } from '../../../../../shared/notifications';
import { texts } from '../../../../../shared/texts';
import { errorMessage } from '../../../../api/base';
import { useAppDispatch } from '../../../../stores/hooks';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { TextField } from '../../../../components/form/TextField';
import { toastShown } from '../../../../stores/toasts-slice';
import { useSendNotificationMutation } from '../api/broadcast-api';
import { type Audience, broadcastSchema, type BroadcastValues, shownTitle } from '../lib/broadcast-schema';
import { TextareaField } from '../../../../components/form/TextareaField';
import { NotificationPreview } from './NotificationPreview';
import { ScreenTitle } from '../../../components/ScreenTitle';

const t = texts.console.content.broadcast;
const initialValues: BroadcastValues = { audience: 'one', playerId: '', title: '', content: '', push: false };

/** What the last send answered: who it reached, or the server's refusal as it is. */
type Outcome = { readonly ok: boolean; readonly text: string };

/**
 * /admin/broadcast: a notification to one player (the public ID the app shows) or to everyone,
 * with a live preview of the inbox row the player will see; sending to everyone is confirmed first.
 */
export function BroadcastScreen() {
  const [sendNotification] = useSendNotificationMutation();
  const dispatch = useAppDispatch();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  /** A send to everyone waiting for the operator's confirmation. */
  const [pending, setPending] = useState<{ values: BroadcastValues; helpers: FormikHelpers<BroadcastValues> } | null>(null);
  const [sending, setSending] = useState(false);

  async function send(values: BroadcastValues, { resetForm }: FormikHelpers<BroadcastValues>) {
    const incId = values.audience === 'one' ? Number(values.playerId.trim()) : undefined;
    const title = values.title.trim();
    setSending(true);
    const result = await sendNotification({ ...(incId !== undefined ? { incId } : {}), ...(title ? { title } : {}), content: values.content.trim(), ...(values.push ? { push: true } : {}) });
    setSending(false);
    setPending(null);
    if ('error' in result) return setOutcome({ ok: false, text: errorMessage(result.error as FetchBaseQueryError) });
    const done = incId !== undefined ? t.sentToPlayer(incId) : t.sentToEveryone;
    dispatch(toastShown(done, 'success'));
    setOutcome({ ok: true, text: done });
    resetForm({ values: { ...initialValues, audience: values.audience } });
  }

  return (
    <Stack gap="4">
      <ScreenTitle>{t.title}</ScreenTitle>
      <Formik
        initialValues={initialValues}
        validationSchema={broadcastSchema}
        onSubmit={async (values, helpers) => (values.audience === 'everyone' ? setPending({ values, helpers }) : send(values, helpers))}
      >
        {({ values, setFieldValue, isSubmitting }) => (
          <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="6" alignItems="start">
            <Form noValidate>
              <Stack gap="4" bg="white" borderRadius="lg" borderWidth="1px" p="4">
                <Field.Root>
                  <Field.Label>{t.audience}</Field.Label>
                  <HStack gap="2" wrap="wrap" role="group" aria-label={t.audience}>
                    {(['one', 'everyone'] as const satisfies readonly Audience[]).map((a) => (
                      <Button key={a} size="sm" variant={values.audience === a ? 'solid' : 'outline'} colorPalette="brand" aria-pressed={values.audience === a} onClick={() => void setFieldValue('audience', a)}>
                        {a === 'one' ? t.one : t.everyone}
                      </Button>
                    ))}
                  </HStack>
                </Field.Root>
                {values.audience === 'one' && <TextField name="playerId" label={t.playerId} placeholder={t.playerIdHelp} inputMode="numeric" autoComplete="off" />}
                <TextField name="title" label={t.heading} placeholder={t.headingHelp} maxLength={NOTIFICATION_TITLE_MAX} autoComplete="off" />
                <TextareaField name="content" label={t.body} rows={6} maxLength={NOTIFICATION_CONTENT_MAX} help={t.count(values.content.length, NOTIFICATION_CONTENT_MAX)} />
                <Checkbox.Root checked={values.push} onCheckedChange={(e) => void setFieldValue('push', e.checked === true)} colorPalette="brand" alignItems="start">
                  <Checkbox.HiddenInput />
                  <Checkbox.Control mt="0.5" />
                  <Stack gap="0">
                    <Checkbox.Label>{t.alsoPush}</Checkbox.Label>
                    <Text fontSize="sm" color="gray.500">
                      {t.alsoPushHelp}
                    </Text>
                  </Stack>
                </Checkbox.Root>
                <Button type="submit" colorPalette={values.audience === 'everyone' ? 'red' : 'brand'} loading={isSubmitting || sending}>
                  {values.audience === 'everyone' ? `${t.send}: ${t.everyone}` : t.send}
                </Button>
              </Stack>
            </Form>
            <Box>
              <NotificationPreview title={shownTitle(values.title)} content={values.content.trim()} />
            </Box>
          </Grid>
        )}
      </Formik>
      {outcome && (
        <Text role={outcome.ok ? 'status' : 'alert'} color={outcome.ok ? 'green.700' : 'red.600'} data-testid="broadcast-outcome">
          {outcome.text}
        </Text>
      )}
      {pending && (
        <ConfirmDialog
          open
          role="alertdialog"
          title={t.confirmTitle}
          confirmLabel={t.confirm}
          cancelLabel={texts.console.cancel}
          tone="red"
          sending={sending}
          onConfirm={() => void send(pending.values, pending.helpers)}
          onClose={() => setPending(null)}
        >
          <Text>{t.confirmBody}</Text>
          <Box mt="3" p="3" bg="gray.50" borderRadius="md">
            <Text fontWeight="bold">{shownTitle(pending.values.title)}</Text>
            <Text fontSize="sm" whiteSpace="pre-line" lineClamp={4}>
              {pending.values.content.trim()}
            </Text>
          </Box>
          {pending.values.push && (
            <Text mt="2" fontSize="sm" fontWeight="medium">
              {t.alsoPush}
            </Text>
          )}
        </ConfirmDialog>
      )}
    </Stack>
  );
}
