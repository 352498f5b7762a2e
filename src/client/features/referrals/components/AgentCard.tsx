import { Button, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { Player } from '../../../../shared/api/players';
import { formatPoints } from '../../../../shared/money';
import { texts } from '../../../../shared/texts';
import { useAppDispatch } from '../../../stores/hooks';
import { newIdempotencyKey } from '../../../lib/idempotency';
import { toastShown } from '../../../stores/toasts-slice';
import { useUpgradeAgentMutation } from '../api/referrals-api';
import { UpgradeDialog } from './UpgradeDialog';

const t = texts.growth.reference;

/** Upgrade to agent at its price; once done the button says 'Đã nâng cấp' and stays disabled (spec section 4). */
export function AgentCard({ player, price, online }: { player: Pick<Player, 'id' | 'isAgent' | 'balance'>; price: number | undefined; online: boolean }) {
  const [upgrade, upgrading] = useUpgradeAgentMutation();
  // The key is made when the prompt opens: one prompt pays once, whatever the taps and retries.
  const [key, setKey] = useState<string | undefined>();
  const dispatch = useAppDispatch();

  async function confirm() {
    if (!key) return;
    const result = await upgrade({ playerId: player.id, idempotencyKey: key });
    if (!result.data) return;
    setKey(undefined);
    dispatch(toastShown(t.agentDone));
  }

  return (
    <Stack gap="2" bg="white" borderRadius="xl" p="4" boxShadow="xs">
      <Heading as="h2" size="sm">
        {t.agentTitle}
      </Heading>
      <Text fontSize="sm" color="gray.600">
        {t.agentBody}
      </Text>
      {player.isAgent ? (
        <Button size="lg" colorPalette="green" variant="subtle" disabled>
          {texts.growth.agentUpgraded}
        </Button>
      ) : price === undefined ? (
        <Skeleton h="11" borderRadius="md" />
      ) : (
        <Button size="lg" colorPalette="brand" disabled={!online} onClick={() => setKey(newIdempotencyKey())}>
          {t.agentUpgrade(formatPoints(price))}
        </Button>
      )}
      <UpgradeDialog
        open={key !== undefined}
        title={t.agentConfirmTitle}
        body={t.agentBody}
        price={price}
        balance={player.balance}
        confirmLabel={texts.growth.upgrade.confirm}
        sending={upgrading.isLoading}
        onConfirm={() => void confirm()}
        onClose={() => setKey(undefined)}
      />
    </Stack>
  );
}
