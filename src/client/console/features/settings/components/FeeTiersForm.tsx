import { Box, Button, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { FieldArray, Form, Formik } from 'formik';
import { SETTING_LIMITS as L } from '../../../../../shared/settings';
import { texts } from '../../../../../shared/texts';
import type { FeeTier } from '../../../../../shared/withdrawals';
import { feeTiersForm, feeTiersSchema, feeTiersValue } from '../lib/setting-schemas';
import { FigureField } from './FigureField';
import { FormButtons } from './FormButtons';
import type { SettingEditor } from './SettingShell';

const t = texts.console.settingForms.feeTiers;
const COLUMNS = { base: '1fr 1fr auto', md: '2fr 1fr auto' };

/**
 * The withdrawal fee tiers as an editable table: a bound (points, rising) and a fee per tier; the
 * last tier has no bound and takes every larger amount. A tier is added before the last one.
 */
export function FeeTiersForm({ value, editor }: { value: readonly FeeTier[]; editor: SettingEditor }) {
  return (
    <Formik initialValues={feeTiersForm(value)} validationSchema={feeTiersSchema} onSubmit={(values) => editor.save(feeTiersValue(values))}>
      {({ values }) => (
        <Form noValidate>
          <Stack gap="3" maxW="2xl">
            <Grid templateColumns={COLUMNS} gap="2" fontSize="sm" color="gray.600" aria-hidden>
              <Text>{t.below}</Text>
              <Text>{t.fee}</Text>
              <Box w="16" />
            </Grid>
            <FieldArray name="tiers">
              {({ insert, remove }) => (
                <Stack gap="2">
                  {values.tiers.map((_, i) => {
                    const last = i === values.tiers.length - 1;
                    return (
                      <Grid key={i} templateColumns={COLUMNS} gap="2" alignItems="start" data-testid="fee-tier">
                        {last ? (
                          <Text fontSize="sm" py="1.5">
                            {t.rest}
                          </Text>
                        ) : (
                          <FigureField name={`tiers.${i}.below`} label={t.tierBelow(i + 1)} hideLabel />
                        )}
                        <FigureField name={`tiers.${i}.fee`} label={t.tierFee(i + 1)} hideLabel unit="%" />
                        <Button size="sm" variant="ghost" colorPalette="red" w="16" disabled={values.tiers.length <= L.feeTiers.min} aria-label={t.remove(i + 1)} onClick={() => remove(i)}>
                          ✕
                        </Button>
                      </Grid>
                    );
                  })}
                  <HStack>
                    <Button size="sm" variant="outline" disabled={values.tiers.length >= L.feeTiers.max} onClick={() => insert(values.tiers.length - 1, { below: '', fee: values.tiers[values.tiers.length - 1]?.fee ?? '' })}>
                      {t.add}
                    </Button>
                  </HStack>
                </Stack>
              )}
            </FieldArray>
            <FormButtons sending={editor.sending} onCancel={editor.cancel} />
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
