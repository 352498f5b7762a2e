import type { Popup } from '../../../../../shared/api/content';
import { texts } from '../../../../../shared/texts';
import { TextField } from '../../../../components/form/TextField';
import { nextPopupVersion, POPUP_TEXT_MAX, POPUP_TITLE_MAX, popupSchema, textOrNull } from '../lib/content-forms';
import { CheckboxField } from './CheckboxField';
import { ImageField } from './ImageField';
import { LinkField } from './LinkField';
import { SettingForm } from './SettingForm';
import { TextareaField } from '../../../../components/form/TextareaField';

const t = texts.console.content.popup;

/**
 * The popup (setting `popup`): off (null), or a title, text, optional image and link. A player sees
 * each version once; saving with 'show again' gives it a new version, so those who closed the
 * last one see it again, while fixing a typo without it bothers no one twice.
 */
export function PopupForm({ popup }: { popup: Popup | null }) {
  const initialValues = {
    enabled: popup !== null,
    title: popup?.title ?? '',
    text: popup?.text ?? '',
    image: popup?.image ?? '',
    link: popup?.link ?? '',
    showAgain: true,
  };
  return (
    <SettingForm
      settingKey="popup"
      title={t.title}
      help={t.help}
      saved={t.saved}
      initialValues={initialValues}
      validationSchema={popupSchema}
      toValue={(v): Popup | null =>
        v.enabled
          ? {
              version: popup && !v.showAgain ? popup.version : nextPopupVersion(popup?.version, Date.now()),
              title: v.title.trim(),
              text: v.text.trim(),
              image: textOrNull(v.image),
              link: textOrNull(v.link),
            }
          : null
      }
    >
      {({ values }) =>
        values.enabled ? (
          <>
            <CheckboxField name="enabled" label={t.enabled} />
            <TextField name="title" label={t.heading} maxLength={POPUP_TITLE_MAX} autoComplete="off" />
            <TextareaField name="text" label={t.text} rows={5} maxLength={POPUP_TEXT_MAX} />
            <ImageField name="image" label={t.image} ratio={16 / 9} removable />
            <LinkField label={t.link} />
            {popup && <CheckboxField name="showAgain" label={t.showAgain} />}
          </>
        ) : (
          <CheckboxField name="enabled" label={t.enabled} />
        )
      }
    </SettingForm>
  );
}
