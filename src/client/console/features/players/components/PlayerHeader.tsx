import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { AdminPlayerDetail } from '../../../../../shared/api/admin-players';
import { formatPoints } from '../../../../../shared/money';
import { texts } from '../../../../../shared/texts';
import { AdjustmentDialog } from './AdjustmentDialog';
import { LockDialog } from './LockDialog';
import { PlayerDepositDialog } from './PlayerDepositDialog';
import { TemporaryPasswordDialog } from './TemporaryPasswordDialog';
import { ScreenTitle } from '../../../components/ScreenTitle';

const t = texts.console.players;
type Action = 'lock' | 'password' | 'deposit' | 'adjust';

/** Who the player is, their balance and account state, and the operator's four actions. */
export function PlayerHeader({ detail }: { detail: AdminPlayerDetail }) {
  const { player, locked, mustChangePassword } = detail;
  // Each dialog is mounted only while open, so it starts clean (and with a fresh Idempotency-Key) every time.
  const [open, setOpen] = useState<Action | null>(null);
  const close = () => setOpen(null);
  const name = `${player.username} (ID ${player.incId})`;

  return (
    <Box bg="white" borderRadius="lg" borderWidth="1px" p="4">
      <Stack direction={{ base: 'column', lg: 'row' }} justify="space-between" gap="4">
        <Stack gap="1" minW="0">
          <HStack gap="2" wrap="wrap">
            <ScreenTitle overflowWrap="anywhere">
              {player.username}
            </ScreenTitle>
            <Text color="gray.600">ID {player.incId}</Text>
            <Badge colorPalette={locked ? 'red' : 'green'} data-testid="player-state">
              {locked ? t.locked : t.active}
            </Badge>
            {mustChangePassword && <Badge colorPalette="orange">{t.temporaryPasswordInUse}</Badge>}
          </HStack>
          <Text>
            {t.profile.balance}:{' '}
            <Text as="span" fontWeight="bold" fontVariantNumeric="tabular-nums" data-testid="player-balance">
              {formatPoints(player.balance)}
            </Text>
          </Text>
        </Stack>
        <HStack gap="2" wrap="wrap" align="flex-start">
          <Button size="sm" colorPalette="brand" onClick={() => setOpen('deposit')}>
            {t.actions.deposit}
          </Button>
          <Button size="sm" variant="outline" colorPalette="brand" onClick={() => setOpen('adjust')}>
            {t.actions.adjust}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setOpen('password')}>
            {t.actions.temporaryPassword}
          </Button>
          <Button size="sm" variant="outline" colorPalette={locked ? 'green' : 'red'} onClick={() => setOpen('lock')}>
            {locked ? t.actions.unlock : t.actions.lock}
          </Button>
        </HStack>
      </Stack>
      {open === 'lock' && <LockDialog id={player.id} name={name} lock={!locked} onClose={close} />}
      {open === 'password' && <TemporaryPasswordDialog id={player.id} name={name} onClose={close} />}
      {open === 'deposit' && <PlayerDepositDialog player={player} onClose={close} />}
      {open === 'adjust' && <AdjustmentDialog player={player} onClose={close} />}
    </Box>
  );
}
