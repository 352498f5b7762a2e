import type { SettingEntry } from '../../../../../shared/api/settings';
import type { BoxPrize } from '../../../../../shared/growth';
import { texts } from '../../../../../shared/texts';
import type { SettingTextKey } from '../../../../../shared/texts/console/settings';
import type { FeeTier } from '../../../../../shared/withdrawals';
import { SETTING_SHAPES } from '../lib/setting-forms';
import { BoxPrizesForm } from './BoxPrizesForm';
import { FeeTiersForm } from './FeeTiersForm';
import { NumberSettingForm } from './NumberSettingForm';
import { ReferralRatesForm } from './ReferralRatesForm';
import { SettingShell } from './SettingShell';

interface SettingRowProps {
  readonly setting: SettingEntry & { key: SettingTextKey };
  /** Every value in force, for the figures one form shows against another (house edge, box price). */
  readonly values: ReadonlyMap<string, unknown>;
}

/** One known setting with the form its shape wants. */
export function SettingRow({ setting, values }: SettingRowProps) {
  const { name, description } = texts.console.settingForms.keys[setting.key];
  const shape = SETTING_SHAPES[setting.key];
  return (
    <SettingShell setting={setting} name={name} description={description}>
      {(editor) => {
        switch (shape.form) {
          case 'number':
            return <NumberSettingForm name={name} shape={shape} value={setting.value as number} editor={editor} showHouseEdge={setting.key === 'payoutBps'} />;
          case 'feeTiers':
            return <FeeTiersForm value={setting.value as FeeTier[]} editor={editor} />;
          case 'referralRates':
            return <ReferralRatesForm value={setting.value as number[]} payoutBps={values.get('payoutBps') as number | undefined} editor={editor} />;
          case 'boxPrizes':
            return <BoxPrizesForm value={setting.value as BoxPrize[]} boxPrice={values.get('boxPrice') as number | undefined} editor={editor} />;
          default:
            return null;
        }
      }}
    </SettingShell>
  );
}
