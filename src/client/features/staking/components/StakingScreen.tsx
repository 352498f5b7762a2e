import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { formatPoints } from '../../../../shared/money';
import { texts } from '../../../../shared/texts';
import { useGetSystemQuery } from '../../../api/system';
import { useAppDispatch, useAppSelector } from '../../../stores/hooks';
import { NumberField } from '../../../components/form/NumberField';
import { NeedsNetwork } from '../../../components/NeedsNetwork';
import { ScreenBody } from '../../../components/ScreenBody';
import { ScreenHeader } from '../../../components/ScreenHeader';
import { paths } from '../../../config/paths';
import { useGoBack } from '../../../hooks/use-go-back';
import { useOnlineStatus } from '../../../hooks/use-online-status';
import { newIdempotencyKey } from '../../../lib/idempotency';
import { selectProfile } from '../../../stores/auth-slice';
import { toastShown } from '../../../stores/toasts-slice';
import { useCreateStakeMutation, useGetStakesQuery } from '../api/staking-api';
import { stakeSchema } from '../lib/schemas';
import { quoteStake, type StakeQuote } from '../lib/stake-quote';
import { ConfirmStakeDialog } from './ConfirmStakeDialog';
import { StakeList } from './StakeList';
import { StakeQuoteLines } from './StakeQuoteLines';

const t = texts.growth.staking;

/**
 * /staking 'Nạp điểm đầu tư': stakes points for a term at a daily rate. The rate, the term and the
 * reward show before confirming; below, the player's stakes.
 */
export function StakingScreen() {
  const profile = useAppSelector(selectProfile);
  const rules = useGetSystemQuery().data?.growth;
  const stakes = useGetStakesQuery(profile?.id ?? 0, { skip: !profile });
  const [createStake, sending] = useCreateStakeMutation();
  const [pending, setPending] = useState<{ quote: StakeQuote; key: string } | undefined>();
  const online = useOnlineStatus();
  const dispatch = useAppDispatch();
  const goBack = useGoBack(paths.account);
  if (!profile) return null;

  async function confirm() {
    if (!pending || !profile) return;
    const result = await createStake({ playerId: profile.id, amount: pending.quote.amount, idempotencyKey: pending.key });
    if (!result.data) return;
    setPending(undefined);
    dispatch(toastShown(texts.growth.requestSent));
    goBack();
  }

  return (
    <>
      <ScreenHeader title={texts.growth.stakingTitle} backTo={paths.account} />
      <ScreenBody>
        <Box bg="white" borderRadius="xl" p="4" boxShadow="xs">
          <Text fontSize="sm" color="gray.600">
            {t.balance}
          </Text>
          <Text fontSize="2xl" fontWeight="bold" color="brand.800" data-testid="staking-balance">
            {formatPoints(profile.balance)}
          </Text>
        </Box>
        <Formik<{ amount: number | undefined }>
          initialValues={{ amount: undefined }}
          validationSchema={stakeSchema(profile.balance, rules)}
          onSubmit={({ amount }) => {
            const quote = quoteStake(amount, profile.balance, rules);
            // A fresh key for each confirmation: the same key only for this one stake's retries.
            if (quote) setPending({ quote, key: newIdempotencyKey() });
          }}
        >
          {({ values }) => (
            <Form noValidate>
              <Stack gap="3" bg="white" borderRadius="xl" p="4" boxShadow="xs">
                <NumberField name="amount" label={t.amount} placeholder={t.amountPlaceholder} />
                <StakeQuoteLines rules={rules} quote={quoteStake(values.amount, profile.balance, rules)} />
                <Button type="submit" size="xl" colorPalette="brand" borderRadius="full" disabled={!online || !rules}>
                  {t.submit}
                </Button>
                <NeedsNetwork show={!online} />
              </Stack>
            </Form>
          )}
        </Formik>
        <StakeList stakes={stakes.data?.results} loading={stakes.isLoading} />
      </ScreenBody>
      <ConfirmStakeDialog quote={pending?.quote} sending={sending.isLoading} onConfirm={() => void confirm()} onClose={() => setPending(undefined)} />
    </>
  );
}
