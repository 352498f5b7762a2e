import { Button, Field, HStack } from '@chakra-ui/react';
import type { SupportChat } from '../../../../../shared/api/content';
import { CHAT_PROVIDERS } from '../../../../../shared/content';
import { texts } from '../../../../../shared/texts';
import { TextField } from '../../../../components/form/TextField';
import { chatSchema, HOTLINE_MAX, hotlineSchema, textOrNull } from '../lib/content-forms';
import { SettingForm } from './SettingForm';

const t = texts.console.content;

/** The support hotline (setting `hotline`): shown in the app; empty for none. */
export function HotlineForm({ hotline }: { hotline: string | null }) {
  return (
    <SettingForm
      settingKey="hotline"
      title={t.hotline.title}
      saved={t.hotline.saved}
      initialValues={{ hotline: hotline ?? '' }}
      validationSchema={hotlineSchema}
      toValue={(v) => textOrNull(v.hotline)}
    >
      {() => <TextField name="hotline" label={t.hotline.label} placeholder={t.hotline.help} maxLength={HOTLINE_MAX} inputMode="tel" autoComplete="off" />}
    </SettingForm>
  );
}

/** What CSKH opens (setting `chat`): the hotline dialog, a chat widget's script, or a link. */
export function ChatForm({ chat }: { chat: SupportChat }) {
  return (
    <SettingForm
      settingKey="chat"
      title={t.chat.title}
      saved={t.chat.saved}
      initialValues={{ provider: chat.provider, scriptUrl: chat.scriptUrl ?? '', link: chat.link ?? '' }}
      validationSchema={chatSchema}
      toValue={(v): SupportChat => ({ provider: v.provider, scriptUrl: textOrNull(v.scriptUrl), link: textOrNull(v.link) })}
    >
      {({ values, setFieldValue, validateForm }) => (
        <>
          <Field.Root>
            <Field.Label>{t.chat.provider}</Field.Label>
            <HStack gap="2" wrap="wrap" role="group" aria-label={t.chat.provider}>
              {CHAT_PROVIDERS.map((p) => (
                <Button
                  key={p}
                  size="sm"
                  variant={values.provider === p ? 'solid' : 'outline'}
                  colorPalette="brand"
                  aria-pressed={values.provider === p}
                  onClick={() => void setFieldValue('provider', p).then(() => validateForm())}
                >
                  {t.chat.providers[p]}
                </Button>
              ))}
            </HStack>
          </Field.Root>
          {/* An address of the other provider stays visible while filled: the server checks it too. */}
          {(values.provider === 'script' || values.scriptUrl !== '') && (
            <TextField name="scriptUrl" label={t.chat.scriptUrl} placeholder={t.chat.scriptUrlHelp} maxLength={500} inputMode="url" autoComplete="off" />
          )}
          {(values.provider === 'link' || values.link !== '') && <TextField name="link" label={t.chat.link} placeholder={t.chat.linkHelp} maxLength={500} inputMode="url" autoComplete="off" />}
        </>
      )}
    </SettingForm>
  );
}
