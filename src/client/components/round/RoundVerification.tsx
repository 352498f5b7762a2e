import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { Round } from '../../../shared/api/rounds';
import { zoneDisplayName } from '../../../shared/game';
import { texts } from '../../../shared/texts';
import { formatDateTimeSeconds } from '../../lib/format';
import type { RoundCheck } from '../../lib/verify-round';
import { FairnessWarnings } from './FairnessWarnings';
import { ResultDigits } from './ResultDigits';
import { useRoundCheck } from './use-round-check';
import { VerificationSteps } from './VerificationSteps';

const t = texts.game.verify;

function Verdict({ ok, label }: { ok: boolean; label: string }) {
  return (
    <HStack justify="space-between" gap="3" py="1">
      <Text fontSize="sm">{label}</Text>
      <Badge size="lg" colorPalette={ok ? 'green' : 'red'} flexShrink={0}>
        {ok ? `✓ ${t.match}` : `✗ ${t.mismatch}`}
      </Badge>
    </HStack>
  );
}

function Verdicts({ check }: { check: RoundCheck }) {
  const warned = check.chainChanged || check.saltChanged;
  return (
    <Stack gap="0">
      <Verdict ok={check.seedMatches} label={t.seedCheck} />
      {check.previousMatches !== null && <Verdict ok={check.previousMatches} label={t.previousCheck} />}
      {check.chain && <Verdict ok={check.linked && !check.chainChanged} label={t.chainCheck} />}
      <Verdict ok={check.resultMatches} label={t.resultCheck} />
      {!warned && (
        <Text mt="2" fontSize="sm" fontWeight="medium" color={check.verified ? 'green.700' : check.chain ? 'red.700' : 'orange.700'}>
          {check.verified ? t.verified : check.chain ? t.failed : t.noChain}
        </Text>
      )}
    </Stack>
  );
}

/**
 * Recomputes a settled round on this device (issue 30): its seed against its commitment and the
 * previous round's seed, the walk from it to the chain's terminating hash as this device pinned it,
 * and the digits from HMAC-SHA256. 'Verified' only when all of it holds.
 */
export function RoundVerification({ round }: { round: Round }) {
  const state = useRoundCheck(round);
  if (!round.seed || !round.result) return <Text color="gray.600">{t.notSettled}</Text>;
  const check = state.status === 'done' ? state.check : undefined;

  return (
    <Stack gap="4">
      <HStack justify="space-between" fontSize="sm" color="gray.600">
        <Text>
          {t.zone}: {zoneDisplayName(round.zone)}
        </Text>
        <Text>
          {t.endTime}: {formatDateTimeSeconds(round.endTime)}
        </Text>
      </HStack>
      <HStack justify="space-between">
        <Text fontWeight="medium">{t.result}</Text>
        <ResultDigits result={round.result} label={t.result} />
      </HStack>
      {check && <FairnessWarnings chains={check.chain ? [check.chain] : []} saltChanged={check.saltChanged} />}
      <Box minH="64px" aria-live="polite">
        {state.status === 'failed' ? (
          <Text color="red.700">{texts.errors.generic}</Text>
        ) : check ? (
          <Verdicts check={check} />
        ) : (
          <Text color="gray.600">{t.walking}</Text>
        )}
      </Box>
      {check && <VerificationSteps data={{ ...check, seed: round.seed, seedHash: round.seedHash }} />}
    </Stack>
  );
}
