import { Box, Button, Heading, HStack, Stack } from '@chakra-ui/react';
import { type ReactNode, Suspense, useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_ZONE, type Zone, ZONES } from '../../../../shared/game';
import { texts } from '../../../../shared/texts';
import { useGetProfileQuery } from '../../../api/profile';
import { Deferred } from '../../../components/Deferred';
import { lazyWithPreload } from '../../../components/lazy-with-preload';
import { MountOnOpen } from '../../../components/MountOnOpen';
import { SavedDataNotice } from '../../../components/SavedDataNotice';
import { useOnlineStatus } from '../../../hooks/use-online-status';
import { InfoIcon } from '../../../components/icons';
import { PROFILE_REFRESH_MS } from '../../../config/constants';
import { BOTTOM_NAV_HEIGHT, BRAND_GRADIENT } from '../../../config/ui';
import { brandName } from '../../../lib/brand';
import { whenIdle } from '../../../lib/next-task';
import { useZoneRound } from '../hooks/use-zone-round';
import { BetButtons } from './BetButtons';
import type { HomeGate } from './BetDialog';
import { CategoryStrip } from './CategoryStrip';
import { LevelSwitch } from './LevelSwitch';
import { PLAYER_BAR_HEIGHT, PlayerBar } from './PlayerBar';
import { RecentBets } from './RecentBets';
import { RoundPanel } from './RoundPanel';
import { TermsDialog } from './TermsDialog';

/**
 * The bet sheet and its form libraries (formik, yup) load apart from Home, when Home is idle: they
 * are not needed to draw Home, and evaluating them with it lengthened its start by tens of ms.
 */
const betDialog = lazyWithPreload(() => import('./BetDialog').then((m) => m.BetDialog));

/** For a query whose data this component does not show. */
const nothing = () => ({});

const isZone = (value: string | null): value is Zone => ZONES.includes(value as Zone);

export interface HomeScreenProps {
  /** The banner carousel, above the level switch. */
  readonly banners?: ReactNode;
  /** Beside the details button in the header (the inbox bell). */
  readonly headerAction?: ReactNode;
  /** Below the bet area (partners, top and latest wins). */
  readonly children?: ReactNode;
}

/**
 * / Home: banners, the level switch, the round and its countdown, Tăng/Giảm, the ID/points bar.
 * What other features put on Home comes in through the slots (composed in app/routes/HomePage).
 */
export function HomeScreen({ banners, headerAction, children }: HomeScreenProps) {
  // The balance stays fresh: the profile is refetched every 10 s (spec section 4). Home itself shows
  // none of it (PlayerBar does), so a refetch does not render the whole screen again.
  useGetProfileQuery(undefined, { pollingInterval: PROFILE_REFRESH_MS, selectFromResult: nothing });
  // The level lives in the address, so Back and a reload keep it; LEVEL_3 by default.
  const [params, setParams] = useSearchParams();
  const zoneParam = params.get('zone');
  const zone = isZone(zoneParam) ? zoneParam : DEFAULT_ZONE;
  const { current, last, offsetMs, ended, locked, system, savedAt, fromSaved } = useZoneRound(zone);
  const online = useOnlineStatus();
  const [gate, setGate] = useState<HomeGate | null>(null);
  const [termsOpen, setTermsOpen] = useState(false);
  const game = system?.game;
  // Stable callbacks: the parts of Home are memoised, and render again only when what they show changes.
  const changeZone = useCallback((z: Zone) => setParams(z === DEFAULT_ZONE ? {} : { zone: z }, { replace: true }), [setParams]);
  const closeBet = useCallback(() => setGate(null), []);
  const closeTerms = useCallback(() => setTermsOpen(false), []);
  useEffect(() => whenIdle(() => void betDialog.preload().catch(() => undefined)), []);

  return (
    <Box pb={PLAYER_BAR_HEIGHT}>
      <HStack as="header" bg={BRAND_GRADIENT} color="white" px="4" pt="calc(env(safe-area-inset-top) + 8px)" pb="3" justify="space-between">
        <Heading as="h1" size="lg">
          {brandName()}
        </Heading>
        <HStack gap="1">
          {headerAction}
          <Button variant="ghost" color="white" size="md" minH="11" _hover={{ bg: 'whiteAlpha.200' }} onClick={() => setTermsOpen(true)}>
            <InfoIcon boxSize="5" /> {texts.game.home.details}
          </Button>
        </HStack>
      </HStack>
      <Stack gap="4" p="4">
        {banners}
        {/* Reopened offline: the last known round, result, lengths and rules, said to be saved data. */}
        {(fromSaved || !online) && system && <SavedDataNotice savedAt={savedAt} fromSaved={fromSaved} />}
        <CategoryStrip />
        <LevelSwitch zone={zone} zoneSeconds={game?.zoneSeconds} onChange={changeZone} />
        <RoundPanel current={current} last={last} offsetMs={offsetMs} ended={ended} locked={locked} />
        {/* The sheet needs the operator's limits in force (GET /v1/system): no bet before they are known. */}
        <BetButtons onPick={setGate} disabled={!current || locked || !game} />
        {/* Below the fold: drawn just after the first screenful. */}
        <Deferred>
          <RecentBets zone={zone} />
          {children}
        </Deferred>
      </Stack>
      <MountOnOpen open={gate !== null && game !== undefined}>
        <Suspense fallback={null}>
          {game && <betDialog.Component gate={gate} zone={zone} round={current} offsetMs={offsetMs} locked={locked} betMin={game.betMin} betMax={game.betMax} payoutBps={game.payoutBps} onClose={closeBet} />}
        </Suspense>
      </MountOnOpen>
      <TermsDialog open={termsOpen} onClose={closeTerms} payoutBps={game?.payoutBps} betLockSeconds={game?.betLockSeconds} terms={system?.content.terms} />
      <PlayerBar bottomOffset={BOTTOM_NAV_HEIGHT} />
    </Box>
  );
}
