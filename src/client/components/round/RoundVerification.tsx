import { Badge, Box, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import type { Round } from '../../../shared/api/rounds';
import { zoneDisplayName } from '../../../shared/game';
import { texts } from '../../../shared/texts';
import { useGetFairnessQuery } from '../../api/fairness';
import { type RoundCheck, VerificationUnavailable, verifyRound } from '../../lib/verify-round';
import { ResultDigits } from './ResultDigits';
import { formatDateTimeSeconds } from '../../lib/format';

const t = texts.game.verify;
/** The salt changes only with a new chain; one fetch serves every check for 10 minutes. */
const FAIRNESS_REFETCH_SECONDS = 600;

type CheckState = { status: 'checking' } | { status: 'done'; check: RoundCheck } | { status: 'unsupported' };

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

function Hex({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Text fontSize="xs" color="gray.600">
        {label}
      </Text>
      <Text fontFamily="mono" fontSize="xs" wordBreak="break-all">
        {value}
      </Text>
    </Box>
  );
}

/**
 * Recomputes a settled round on this device and says whether it matches (decisions section 3):
 * SHA-256(seed) against the commitment, and the digits from HMAC-SHA256 against the result.
 */
export function RoundVerification({ round }: { round: Round }) {
  const { data: fairness, isError } = useGetFairnessQuery(undefined, { refetchOnMountOrArgChange: FAIRNESS_REFETCH_SECONDS });
  const [state, setState] = useState<CheckState>({ status: 'checking' });
  const salt = fairness?.salt;

  useEffect(() => {
    if (salt === undefined || !round.seed) return;
    let live = true;
    verifyRound(round, salt).then(
      (check) => live && setState({ status: 'done', check }),
      (err: unknown) => live && setState(err instanceof VerificationUnavailable ? { status: 'unsupported' } : { status: 'done', check: { message: '', digits: '', seedMatches: false, resultMatches: false } }),
    );
    return () => {
      live = false;
    };
  }, [round, salt]);

  if (!round.seed || !round.result) return <Text color="gray.600">{t.notSettled}</Text>;
  const check = state.status === 'done' ? state.check : undefined;
  const allGood = check?.seedMatches && check.resultMatches;

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
      <HStack justify="space-between" minH="24px">
        <Text fontWeight="medium">{t.recomputed}</Text>
        {check ? <ResultDigits result={check.digits || null} label={t.recomputed} revealKey={round.incId} /> : <Skeleton w="136px" h="24px" />}
      </HStack>
      <Box minH="64px" aria-live="polite">
        {state.status === 'unsupported' ? (
          <Text color="orange.700">{t.unsupported}</Text>
        ) : isError && !check ? (
          <Text color="red.700">{texts.errors.generic}</Text>
        ) : check ? (
          <Stack gap="0">
            <Verdict ok={check.seedMatches} label={t.seedCheck} />
            <Verdict ok={check.resultMatches} label={t.resultCheck} />
            <Text mt="2" fontSize="sm" fontWeight="medium" color={allGood ? 'green.700' : 'red.700'}>
              {allGood ? t.verified : t.failed}
            </Text>
          </Stack>
        ) : (
          <Text color="gray.600">{t.checking}</Text>
        )}
      </Box>
      <Stack gap="2" bg="gray.50" borderRadius="lg" p="3">
        <Hex label={t.seed} value={round.seed} />
        <Hex label={t.seedHash} value={round.seedHash} />
        {salt !== undefined && <Hex label={t.salt} value={salt} />}
        {check?.message && <Hex label={t.message} value={check.message} />}
      </Stack>
    </Stack>
  );
}
