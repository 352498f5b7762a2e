import { Box, Button, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { nanoid } from '@reduxjs/toolkit';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatPoints, pointsToUnits, unitsToPoints } from '../../../../shared/money';
import { texts } from '../../../../shared/texts';
import { quoteWithdrawal, withdrawalAmountProblem, type WithdrawalQuote } from '../../../../shared/withdrawals';
import { useAppDispatch, useAppSelector } from '../../../stores/hooks';
import { NumberField } from '../../../components/form/NumberField';
import { NeedsNetwork } from '../../../components/NeedsNetwork';
import { ScreenBody } from '../../../components/ScreenBody';
import { ScreenHeader } from '../../../components/ScreenHeader';
import { paths } from '../../../config/paths';
import { useGoBack } from '../../../hooks/use-go-back';
import { useOnlineStatus } from '../../../hooks/use-online-status';
import { selectProfile } from '../../../stores/auth-slice';
import { toastShown } from '../../../stores/toasts-slice';
import { useGetWithdrawalRulesQuery } from '../../../api/withdrawal-rules';
import { useRequestWithdrawalMutation } from '../api/withdrawals-api';
import { withdrawalSchema } from '../lib/schemas';
import { ConfirmWithdrawalDialog } from './ConfirmWithdrawalDialog';
import { FeeTiersHint, QuoteLines } from './QuoteLines';
import type { WithdrawalRules } from '../../../../shared/api/withdrawals';
import { SavedDataNotice } from '../../../components/SavedDataNotice';
import { useSaved } from '../../../hooks/use-saved';
import { snapshotKeys } from '../../../stores/offline-slice';

const t = texts.accountArea.withdraw;

/**
 * /exchange-point: converts points to VND through an operator. The fee and the net VND show
 * before confirming; without a linked bank the submit is disabled ('Chưa liên kết ngân hàng').
 */
export function ExchangePointScreen() {
  const profile = useAppSelector(selectProfile);
  const rulesQuery = useGetWithdrawalRulesQuery();
  // Opened offline: the fee rules kept when last read, so the fee and the net amount still show.
  const saved = useSaved<WithdrawalRules>(snapshotKeys.withdrawalRules, rulesQuery);
  const rules = { data: saved.data, isLoading: rulesQuery.isLoading && !saved.data };
  const [requestWithdrawal, sending] = useRequestWithdrawalMutation();
  const [pending, setPending] = useState<{ quote: WithdrawalQuote; key: string } | undefined>();
  const online = useOnlineStatus();
  const dispatch = useAppDispatch();
  const goBack = useGoBack(paths.account);
  if (!profile) return null;
  const hasBank = Boolean(profile.bankName && profile.bankAccountNumber && profile.bankAccountHolder);
  // The minimum and the tiers are the server's (GET /v1/withdrawals/rules): nothing is checked or
  // quoted before they arrive, and the submit waits for them.
  const quoteOf = (amount: number | undefined) =>
    rules.data && amount !== undefined && !withdrawalAmountProblem(amount, undefined, rules.data.minAmount) ? quoteWithdrawal(pointsToUnits(amount)!, rules.data.feeTiers) : undefined;

  async function confirm() {
    if (!pending) return;
    const result = await requestWithdrawal({ amount: unitsToPoints(pending.quote.amount), idempotencyKey: pending.key });
    if (!result.data) return;
    setPending(undefined);
    dispatch(toastShown(t.sent));
    goBack();
  }

  return (
    <>
      <ScreenHeader title={t.title} backTo={paths.account} />
      <ScreenBody loading={rules.isLoading}>
        {(saved.fromSaved || !online) && rules.data && <SavedDataNotice savedAt={saved.savedAt} fromSaved={saved.fromSaved} />}
        <Box bg="white" borderRadius="xl" p="4" boxShadow="xs">
          <Text fontSize="sm" color="gray.600">
            {t.balance}
          </Text>
          <Text fontSize="2xl" fontWeight="bold" color="brand.800" data-testid="exchange-balance">
            {formatPoints(profile.balance)}
          </Text>
          <Text fontSize="sm" color="gray.600" mt="2">
            {t.toAccount}
          </Text>
          {hasBank ? (
            <Text fontWeight="medium" data-testid="exchange-bank">
              {profile.bankName} · {profile.bankAccountNumber} · {profile.bankAccountHolder}
            </Text>
          ) : (
            <HStack justify="space-between">
              <Text color="red.600" fontWeight="medium">
                {texts.accountArea.bank.notLinked}
              </Text>
              <ChakraLink asChild color="brand.700" fontWeight="semibold" minH="44px" display="inline-flex" alignItems="center">
                <Link to={paths.banking}>{texts.accountArea.bank.linkNow}</Link>
              </ChakraLink>
            </HStack>
          )}
        </Box>
        <Formik<{ amount: number | undefined }>
          initialValues={{ amount: undefined }}
          validationSchema={withdrawalSchema(profile.balance, rules.data?.minAmount)}
          onSubmit={({ amount }) => {
            const quote = quoteOf(amount);
            if (quote) setPending({ quote, key: nanoid() });
          }}
        >
          {({ values }) => (
            <Form noValidate>
              <Stack gap="3" bg="white" borderRadius="xl" p="4" boxShadow="xs">
                <NumberField name="amount" label={t.amount} placeholder={t.amountPlaceholder} />
                <QuoteLines quote={quoteOf(values.amount)} />
                {rules.data && <FeeTiersHint rules={rules.data} />}
                <Button type="submit" size="xl" colorPalette="brand" borderRadius="full" disabled={!hasBank || !online || !rules.data}>
                  {hasBank ? t.submit : texts.accountArea.bank.notLinked}
                </Button>
                <NeedsNetwork show={!online} />
              </Stack>
            </Form>
          )}
        </Formik>
      </ScreenBody>
      <ConfirmWithdrawalDialog quote={pending?.quote} bank={profile} sending={sending.isLoading} onConfirm={() => void confirm()} onClose={() => setPending(undefined)} />
    </>
  );
}
