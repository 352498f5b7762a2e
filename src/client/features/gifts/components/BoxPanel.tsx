import { Button, Grid, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { OpenBoxResponse } from '../../../../shared/api/growth';
import { texts } from '../../../../shared/texts';
import { useGetSystemQuery } from '../../../api/system';
import { useAppDispatch, useAppSelector } from '../../../stores/hooks';
import { NeedsNetwork } from '../../../components/NeedsNetwork';
import { useOnlineStatus } from '../../../hooks/use-online-status';
import { newIdempotencyKey } from '../../../lib/idempotency';
import { selectProfile } from '../../../stores/auth-slice';
import { toastShown } from '../../../stores/toasts-slice';
import { useBuyBoxMutation, useOpenBoxMutation } from '../api/gifts-api';
import { BoxOdds } from './BoxOdds';
import { PrizeReveal } from './PrizeReveal';

const t = texts.growth.box;

/**
 * The gift box: its prizes, chances, price and expected value first; then buying one and opening
 * the boxes held. `boxes` is the unopened count of the last gift answer (undefined while it loads).
 */
export function BoxPanel({ boxes }: { boxes: number | undefined }) {
  const rules = useGetSystemQuery().data?.growth;
  const balance = useAppSelector(selectProfile)?.balance ?? 0;
  const [buyBox, buying] = useBuyBoxMutation();
  const [openBox, opening] = useOpenBoxMutation();
  const [prize, setPrize] = useState<OpenBoxResponse['prize'] | undefined>();
  const online = useOnlineStatus();
  const dispatch = useAppDispatch();
  const short = rules !== undefined && rules.boxPrice > balance;

  async function buy() {
    const result = await buyBox({ idempotencyKey: newIdempotencyKey() });
    if (result.data) dispatch(toastShown(t.bought));
  }
  async function open() {
    const result = await openBox({ idempotencyKey: newIdempotencyKey() });
    if (result.data) setPrize(result.data.prize);
  }

  return (
    <Stack gap="3" bg="white" borderRadius="xl" p="4" boxShadow="xs">
      <Heading as="h2" size="sm">
        {t.title}
      </Heading>
      <BoxOdds rules={rules} />
      <HStack justify="space-between" minH="8">
        <Text color="gray.700">{t.unopened}</Text>
        {boxes === undefined ? (
          <Skeleton h="5" w="8" />
        ) : (
          <Text fontSize="xl" fontWeight="bold" color="brand.800" data-testid="box-count">
            {boxes}
          </Text>
        )}
      </HStack>
      <Grid templateColumns="1fr 1fr" gap="3">
        <Button size="lg" variant="outline" colorPalette="brand" loading={buying.isLoading} disabled={!online || !rules || short} onClick={() => void buy()}>
          {t.buy}
        </Button>
        <Button size="lg" colorPalette="brand" loading={opening.isLoading} disabled={!online || !boxes} onClick={() => void open()}>
          {t.open}
        </Button>
      </Grid>
      {short && online && (
        <Text fontSize="sm" color="red.600" textAlign="center" role="status">
          {texts.errors.insufficientBalance}
        </Text>
      )}
      <NeedsNetwork show={!online} />
      <PrizeReveal prize={prize} onClose={() => setPrize(undefined)} />
    </Stack>
  );
}
