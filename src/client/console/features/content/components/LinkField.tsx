import { texts } from '../../../../../shared/texts';
import { TextField } from '../../../../components/form/TextField';

/** An optional link: https or a path of the app (the hint says so; the form's schema checks it). */
export function LinkField({ name = 'link', label = texts.console.content.link }: { name?: string; label?: string }) {
  return <TextField name={name} label={label} placeholder={texts.console.content.linkHelp} maxLength={500} autoComplete="off" inputMode="url" />;
}
