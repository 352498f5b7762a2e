import { Stack, Text } from '@chakra-ui/react';
import { zoneDisplayName } from '../../../shared/game';
import { texts } from '../../../shared/texts';
import type { PinnedChain } from '../../lib/chain-pins';

const t = texts.game.verify;

/**
 * Says plainly when the server now lists a chain, or the salt, otherwise than this device first saw
 * it (issue 30): rounds of that chain (or every round, for the salt) are never shown as verified again.
 */
export function FairnessWarnings({ chains, saltChanged }: { chains: readonly PinnedChain[]; saltChanged: boolean }) {
  const changed = chains.filter((chain) => chain.changedTo);
  if (changed.length === 0 && !saltChanged) return null;
  return (
    <Stack role="alert" gap="2" bg="red.50" color="red.800" borderWidth="1px" borderColor="red.200" borderRadius="lg" p="3" fontSize="sm" data-testid="fairness-warning">
      {saltChanged && <Text>{t.saltChanged}</Text>}
      {changed.map((chain) => (
        <Text key={`${chain.zone}#${chain.chainNo}`}>{t.chainChanged(zoneDisplayName(chain.zone), chain.chainNo)}</Text>
      ))}
    </Stack>
  );
}
