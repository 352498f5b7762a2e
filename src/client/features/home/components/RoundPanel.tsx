import { Box, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { memo, useState } from 'react';
import { AnimatePresence, m, useReducedMotion } from 'framer-motion';
import type { Round } from '../../../../shared/api/rounds';
import { texts } from '../../../../shared/texts';
import { ResultDigits } from '../../../components/round/ResultDigits';
import { formatCountdown } from '../../../hooks/use-countdown';
import { useTimeLeft } from '../hooks/use-zone-round';

const t = texts.game.home;

interface RoundPanelProps {
  readonly current: Round | undefined;
  readonly last: Round | null;
  /** The server's clock minus the phone's. */
  readonly offsetMs: number;
  readonly ended: boolean;
  readonly locked: boolean;
}

/** Share of the round gone by, for the progress bar. */
function elapsedShare(round: Round, remainingMs: number): number {
  const duration = Date.parse(round.endTime) - Date.parse(round.startTime);
  return duration > 0 ? Math.min(1, Math.max(0, 1 - remainingMs / duration)) : 0;
}

/**
 * mm:ss left, the old second leaving before the new one enters (mode="wait"), so two frames never
 * overlap. A player who asks for less motion (prefers-reduced-motion) gets the new second in place:
 * no slide and no fade every second.
 */
function Countdown({ round, offsetMs, locked }: { round: Round | undefined; offsetMs: number; locked: boolean }) {
  const remainingMs = useTimeLeft(round, offsetMs);
  const reduced = useReducedMotion();
  const clock = remainingMs === undefined ? '--:--' : formatCountdown(remainingMs);
  return (
    <Box role="timer" aria-live="off" aria-label={`${t.timeLeft} ${clock}`} fontSize="3xl" fontWeight="bold" lineHeight="1.1" color={locked ? 'red.600' : 'brand.700'} data-testid="countdown" overflow="hidden" h="9">
      {reduced ? (
        <span style={{ display: 'inline-block' }}>{clock}</span>
      ) : (
        <AnimatePresence mode="wait" initial={false}>
          <m.span key={clock} style={{ display: 'inline-block' }} initial={{ y: -10, opacity: 0 }} animate={{ y: 0, opacity: 1 }} exit={{ y: 10, opacity: 0 }} transition={{ duration: 0.1 }}>
            {clock}
          </m.span>
        </AnimatePresence>
      )}
    </Box>
  );
}

/** The share of the round gone by. */
function RoundProgress({ round, offsetMs, locked }: { round: Round | undefined; offsetMs: number; locked: boolean }) {
  const remainingMs = useTimeLeft(round, offsetMs);
  return (
    <Box h="1.5" bg="gray.100" borderRadius="full" overflow="hidden">
      {/* Grows by a transform, which the compositor animates without layout or paint; the share is an
          inline style, not a new class for each second's value. */}
      <Box
        h="full"
        bg={locked ? 'red.400' : 'brand.500'}
        transformOrigin="left"
        transition="transform 1s linear"
        data-testid="round-progress"
        style={{ transform: `scaleX(${round && remainingMs !== undefined ? elapsedShare(round, remainingMs) : 0})` }}
      />
    </Box>
  );
}

/**
 * The product code (the open round's number minus 1, spec section 2) with its result, then the
 * countdown to the open round's end with that round's code. Sizes are fixed so nothing jumps
 * when data arrives.
 */
export const RoundPanel = memo(function RoundPanel({ current, last, offsetMs, ended, locked }: RoundPanelProps) {
  // Normally the last settled round is exactly the open one minus 1; after a gap in the rounds
  // (server down) the last real result is shown with its own code rather than a code without one.
  // A "last" numbered at or after the open round belongs to another schedule (round lengths were
  // changed) and is not shown.
  const shownLast = last && (!current || last.incId < current.incId) ? last : null;
  const productCode = shownLast ? shownLast.incId : current ? current.incId - 1 : undefined;
  const result = shownLast?.result ?? null;
  // The first result Home shows is not news, whether it was there when Home opened or came with the
  // first round data after a start: only a later round's result is revealed digit by digit (and a
  // start does not set up five animations). Set while rendering, as state derived from props.
  const [firstShown, setFirstShown] = useState(result ? productCode : undefined);
  if (result && firstShown === undefined) setFirstShown(productCode);
  const revealKey = result && firstShown !== undefined && productCode !== firstShown ? productCode : undefined;

  return (
    <Stack bg="white" borderRadius="2xl" boxShadow="sm" p="4" gap="4" data-testid="round-panel">
      <Stack align="center" gap="2">
        <HStack gap="2" fontSize="sm" color="gray.600" minH="20px">
          <Text>{t.productCode}</Text>
          {productCode === undefined ? <Skeleton w="20" h="4" /> : <Text as="span" fontWeight="bold" color="gray.900" data-testid="product-code">#{productCode}</Text>}
        </HStack>
        <ResultDigits result={result} label={result ? t.lastResult : t.noResult} size="lg" revealKey={revealKey} />
      </Stack>
      <Box h="1px" bg="gray.100" />
      <Stack gap="2">
        <HStack justify="space-between" align="baseline">
          <Stack gap="0">
            <Text fontSize="sm" color="gray.600">
              {t.nextRound}
            </Text>
            {current ? (
              <Text fontWeight="bold" data-testid="next-code">
                #{current.incId}
              </Text>
            ) : (
              <Skeleton w="24" h="5" mt="1" />
            )}
          </Stack>
          <Stack gap="0" align="flex-end">
            <Text fontSize="sm" color="gray.600">
              {t.timeLeft}
            </Text>
            <Countdown round={current} offsetMs={offsetMs} locked={locked} />
          </Stack>
        </HStack>
        <RoundProgress round={current} offsetMs={offsetMs} locked={locked} />
        <Text fontSize="sm" textAlign="center" minH="5" color={ended ? 'brand.700' : 'red.600'} aria-live="polite">
          {ended ? t.waitingResult : locked ? t.betLocked : ''}
        </Text>
      </Stack>
    </Stack>
  );
});
