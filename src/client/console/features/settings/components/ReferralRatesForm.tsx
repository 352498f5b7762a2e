import { Grid, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { REFERRAL_LEVELS } from '../../../../../shared/growth';
import { houseEdgeBps } from '../../../../../shared/settings';
import { texts } from '../../../../../shared/texts';
import { bpsPercent } from '../lib/setting-forms';
import { referralRatesForm, referralRatesSchema, referralRatesValue, referralTotalBps } from '../lib/setting-schemas';
import { FigureField } from './FigureField';
import { FormButtons } from './FormButtons';
import type { SettingEditor } from './SettingShell';

const t = texts.console.settingForms;

interface ReferralRatesFormProps {
  readonly value: readonly number[];
  /** The payout rate in force: a total above what the house keeps is said, not refused. */
  readonly payoutBps: number | undefined;
  readonly editor: SettingEditor;
}

/** The seven referral rates (F1..F7) as percents of the downline's stakes, with their total, live. */
export function ReferralRatesForm({ value, payoutBps, editor }: ReferralRatesFormProps) {
  return (
    <Formik initialValues={referralRatesForm(value)} validationSchema={referralRatesSchema} onSubmit={(values) => editor.save(referralRatesValue(values))}>
      {({ values, errors }) => {
        const total = referralTotalBps(values);
        const edge = payoutBps === undefined ? undefined : houseEdgeBps(payoutBps);
        return (
          <Form noValidate>
            <Stack gap="3">
              <Grid templateColumns={{ base: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)', xl: 'repeat(7, 1fr)' }} gap="2">
                {REFERRAL_LEVELS.map((level, i) => (
                  <FigureField key={level} name={`rates.${i}`} label={t.level(level)} unit="%" />
                ))}
              </Grid>
              <Text fontSize="sm" color="gray.700" data-testid="referral-total">
                {t.referralTotal(bpsPercent(total))}
              </Text>
              {typeof errors.rates === 'string' && (
                <Text fontSize="sm" color="red.600" role="alert">
                  {errors.rates}
                </Text>
              )}
              {edge !== undefined && total > edge && typeof errors.rates !== 'string' && (
                <Text fontSize="sm" color="orange.700" data-testid="referral-warning">
                  {t.referralOverEdge(bpsPercent(edge))}
                </Text>
              )}
              <FormButtons sending={editor.sending} onCancel={editor.cancel} />
            </Stack>
          </Form>
        );
      }}
    </Formik>
  );
}
