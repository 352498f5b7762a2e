import { Box, Button, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { FieldArray, Form, Formik } from 'formik';
import { boxOdds, type BoxPrize } from '../../../../../shared/growth';
import { formatPoints } from '../../../../../shared/money';
import { SETTING_LIMITS as L } from '../../../../../shared/settings';
import { texts } from '../../../../../shared/texts';
import { figure } from '../lib/setting-forms';
import { boxPrizesForm, boxPrizesSchema, boxPrizesValue, readablePrizes } from '../lib/setting-schemas';
import { FigureField } from './FigureField';
import { FormButtons } from './FormButtons';
import type { SettingEditor } from './SettingShell';

const t = texts.console.settingForms;
const COLUMNS = { base: '1fr 1fr 4.5rem auto', md: '2fr 1fr 1fr 4.5rem auto' };
const NAME_SPAN = { base: '1 / -1', md: 'auto' };

interface BoxPrizesFormProps {
  readonly value: readonly BoxPrize[];
  /** The box price in force, to set the expected value against. */
  readonly boxPrice: number | undefined;
  readonly editor: SettingEditor;
}

/** What one box is worth on average, and against its price, as the table stands while it is typed. */
function ExpectedValue({ prizes, boxPrice }: { prizes: BoxPrize[]; boxPrice: number | undefined }) {
  const { expectedPoints } = boxOdds(prizes);
  return (
    <Box fontSize="sm" data-testid="box-expected-value">
      <Text fontWeight="medium">{t.expectedValue(formatPoints(expectedPoints))}</Text>
      {boxPrice !== undefined && boxPrice > 0 && <Text color="gray.700">{t.versusPrice(figure(Math.round((expectedPoints / boxPrice) * 10_000) / 100), formatPoints(boxPrice))}</Text>}
      {boxPrice !== undefined && expectedPoints > boxPrice && (
        <Text color="orange.700" data-testid="box-over-price">
          {t.overPrice}
        </Text>
      )}
    </Box>
  );
}

/**
 * The gift box's prize table: rows of name, points and weight (its chance is weight / total),
 * with each row's chance and the box's expected value computed live.
 */
export function BoxPrizesForm({ value, boxPrice, editor }: BoxPrizesFormProps) {
  return (
    <Formik initialValues={boxPrizesForm(value)} validationSchema={boxPrizesSchema} onSubmit={(values) => editor.save(boxPrizesValue(values))}>
      {({ values, errors }) => {
        const prizes = readablePrizes(values);
        const { chances } = boxOdds(prizes);
        return (
          <Form noValidate>
            <Stack gap="3">
              <Grid templateColumns={COLUMNS} gap="2" fontSize="sm" color="gray.600" aria-hidden display={{ base: 'none', md: 'grid' }}>
                <Text>{t.prizes.name}</Text>
                <Text>{t.prizes.points}</Text>
                <Text>{t.prizes.weight}</Text>
                <Text>{t.prizes.chance}</Text>
                <Box w="10" />
              </Grid>
              <FieldArray name="prizes">
                {({ push, remove }) => (
                  <Stack gap="3">
                    {values.prizes.map((_, i) => (
                      <Grid key={i} templateColumns={COLUMNS} gap="2" alignItems="start" data-testid="box-prize">
                        <Box gridColumn={NAME_SPAN}>
                          <FigureField name={`prizes.${i}.name`} label={t.prizes.prizeName(i + 1)} hideLabel inputMode="text" maxLength={L.boxPrizeName.max} />
                        </Box>
                        <FigureField name={`prizes.${i}.points`} label={t.prizes.prizePoints(i + 1)} hideLabel unit={t.units.points} />
                        <FigureField name={`prizes.${i}.weight`} label={t.prizes.prizeWeight(i + 1)} hideLabel inputMode="numeric" />
                        <Text fontSize="sm" py="1.5" textAlign="right" data-testid="box-prize-chance">
                          {figure(Math.round((chances[i] ?? 0) * 10_000) / 100)}%
                        </Text>
                        <Button size="sm" variant="ghost" colorPalette="red" w="10" disabled={values.prizes.length <= L.boxPrizes.min} aria-label={t.prizes.remove(i + 1)} onClick={() => remove(i)}>
                          ✕
                        </Button>
                      </Grid>
                    ))}
                    <HStack>
                      <Button size="sm" variant="outline" disabled={values.prizes.length >= L.boxPrizes.max} onClick={() => push({ name: '', points: '0', weight: '0' })}>
                        {t.prizes.add}
                      </Button>
                    </HStack>
                  </Stack>
                )}
              </FieldArray>
              {typeof errors.prizes === 'string' && (
                <Text fontSize="sm" color="red.600" role="alert">
                  {errors.prizes}
                </Text>
              )}
              <ExpectedValue prizes={prizes} boxPrice={boxPrice} />
              <FormButtons sending={editor.sending} onCancel={editor.cancel} />
            </Stack>
          </Form>
        );
      }}
    </Formik>
  );
}
