import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import type { LimitPeriod, LossLimit } from '../../../../shared/api/safety';
import { formatPoints } from '../../../../shared/money';
import { texts } from '../../../../shared/texts';
import { useAppDispatch } from '../../../stores/hooks';
import { NumberField } from '../../../components/form/NumberField';
import { formatDateTime } from '../../../lib/format';
import { toastShown } from '../../../stores/toasts-slice';
import { useSetLossLimitMutation } from '../api/safety-api';
import { limitSchema } from '../lib/schemas';

const t = texts.safety.screen;
const amountText = (amount: number | null) => (amount === null ? t.noLimit : formatPoints(amount));

/** One period's loss limit: the limit, a change waiting its 24 hours, the loss so far and when it starts again; then a new amount. */
export function LossLimitCard({ playerId, period, limit }: { playerId: number; period: LimitPeriod; limit: LossLimit }) {
  const [setLimit, saving] = useSetLossLimitMutation();
  const dispatch = useAppDispatch();
  const save = async (amount: number | null) => {
    const result = await setLimit({ playerId, period, amount });
    if (!result.error) dispatch(toastShown(t.saved));
    return !result.error;
  };

  return (
    <Stack as="section" aria-label={t.periodNames[period]} gap="2" bg="white" borderRadius="xl" p="4" boxShadow="xs" data-testid={`limit-${period}`}>
      <Text fontWeight="bold">{t.periodNames[period]}</Text>
      <HStack justify="space-between">
        <Text color="gray.600">{t.current}</Text>
        <Text fontWeight="semibold" data-testid="limit-current">
          {amountText(limit.amount)}
        </Text>
      </HStack>
      <HStack justify="space-between">
        <Text color="gray.600">{t.used}</Text>
        {/* The screen says once, under the limits' title, that bets, boxes and stakes all count. */}
        <Text fontWeight="semibold" data-testid="limit-used" aria-describedby="loss-counts">
          {formatPoints(limit.used)}
          {limit.amount !== null && ` / ${formatPoints(limit.amount)}`}
        </Text>
      </HStack>
      <Text fontSize="sm" color="gray.500">
        {t.resetsAt(formatDateTime(limit.resetsAt))}
      </Text>
      {limit.pending && (
        <Text fontSize="sm" color="orange.700" bg="orange.50" borderRadius="md" px="3" py="2" data-testid="limit-pending">
          {t.pending(amountText(limit.pending.amount), formatDateTime(limit.pending.effectiveAt))}
        </Text>
      )}
      <Formik<{ amount: number | undefined }>
        initialValues={{ amount: undefined }}
        validationSchema={limitSchema}
        onSubmit={async ({ amount }, { resetForm }) => {
          if (amount !== undefined && (await save(amount))) resetForm();
        }}
      >
        <Form noValidate>
          <Stack gap="2">
            <NumberField name="amount" label={`${t.amount} (${t.periodNames[period].toLowerCase()})`} placeholder={t.amountPlaceholder} />
            <HStack gap="2">
              <Button type="submit" flex="1" colorPalette="brand" loading={saving.isLoading}>
                {t.save}
              </Button>
              {limit.amount !== null && (
                <Button flex="1" variant="outline" disabled={saving.isLoading} onClick={() => void save(null)}>
                  {t.remove}
                </Button>
              )}
            </HStack>
          </Stack>
        </Form>
      </Formik>
    </Stack>
  );
}
