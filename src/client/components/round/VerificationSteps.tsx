import { Box, Stack, Text } from '@chakra-ui/react';
import type { WalkResult } from '../../../shared/chain-walk';
import { formatPoints } from '../../../shared/money';
import { texts } from '../../../shared/texts';
import type { PinnedChain } from '../../lib/chain-pins';
import { ResultDigits } from './ResultDigits';

const t = texts.game.verify;

export interface StepsData {
  readonly seed: string;
  /** The commitment shown while the round was open, when there was a round. */
  readonly seedHash?: string;
  readonly chain: PinnedChain | null;
  /** The seed's index k in the chain. */
  readonly index: number | null;
  readonly walk: WalkResult | null;
  readonly salt: string;
  readonly message: string;
  readonly digits: string;
}

export function Hex({ label, value, ok }: { label: string; value: string; ok?: boolean }) {
  return (
    <Box>
      <Text fontSize="xs" color={ok === false ? 'red.700' : 'gray.600'}>
        {label}
      </Text>
      <Text fontFamily="mono" fontSize="xs" wordBreak="break-all">
        {value}
      </Text>
    </Box>
  );
}

function Step({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap="2" bg="gray.50" borderRadius="lg" p="3" as="li" listStyleType="none">
      <Text fontSize="sm" fontWeight="semibold">
        {title}
      </Text>
      {children}
    </Stack>
  );
}

/** The walk from h[k] down: its first links, then the one it stopped at (h[0] as pinned, or one proved before). */
function Walk({ walk, index }: { walk: WalkResult; index: number }) {
  const stopIndex = index - walk.steps;
  const shownHead = walk.head.slice(0, Math.max(0, walk.steps - 1));
  const endLabel = walk.reached ? (walk.reached.index === 0 ? t.pinnedHash : `h[${stopIndex}] · ${t.knownLink}`) : `h[${stopIndex}] · ✗ ${t.mismatch}`;
  return (
    <Stack gap="1" data-testid="chain-walk">
      {shownHead.map((hash, i) => (
        <Hex key={hash} label={`h[${index - 1 - i}] = SHA-256(h[${index - i}])`} value={hash} />
      ))}
      {walk.steps > shownHead.length + 1 && (
        <Text fontSize="xs" color="gray.600" aria-hidden="true">
          ⋮
        </Text>
      )}
      <Hex label={endLabel} value={walk.last} ok={walk.reached !== null} />
      <Text fontSize="xs" color="gray.600">
        {t.walked(formatPoints(walk.steps))}
      </Text>
    </Stack>
  );
}

/** Each step of a check, as this device computed it: the seed, the walk to the published hash, the HMAC message, the digits. */
export function VerificationSteps({ data }: { data: StepsData }) {
  return (
    <Stack as="ol" gap="2" ps="0" m="0" data-testid="verification-steps">
      <Step title={t.stepSeed}>
        <Hex label={t.seed} value={data.seed} />
        {data.seedHash && <Hex label={t.seedHash} value={data.seedHash} />}
        {data.chain && data.index !== null && (
          <Text fontSize="xs" color="gray.600">
            {t.chainPlace(data.chain.chainNo, data.index)}
          </Text>
        )}
      </Step>
      <Step title={t.stepWalk}>
        {data.walk && data.index !== null ? <Walk walk={data.walk} index={data.index} /> : <Text fontSize="xs" color="gray.600">–</Text>}
        {data.chain && data.walk?.reached?.index !== 0 && <Hex label={t.pinnedHash} value={data.chain.terminatingHash} />}
      </Step>
      <Step title={t.stepMessage}>
        <Hex label={t.salt} value={data.salt} />
        <Hex label={t.message} value={data.message} />
      </Step>
      <Step title={t.stepDigits}>
        <ResultDigits result={data.digits || null} label={t.recomputed} />
      </Step>
    </Stack>
  );
}
