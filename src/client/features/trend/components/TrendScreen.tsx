import { Box, Button, HStack, Link as ChakraLink, Stack, Tabs, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { Round, SessionsResponse } from '../../../../shared/api/rounds';
import { DEFAULT_ZONE, type Zone, ZONES } from '../../../../shared/game';
import { texts } from '../../../../shared/texts';
import { ChevronLeftIcon, ChevronRightIcon, ShieldCheckIcon } from '../../../components/icons';
import { SavedDataNotice } from '../../../components/SavedDataNotice';
import { ScreenHeader } from '../../../components/ScreenHeader';
import { paths } from '../../../config/paths';
import { useOnlineStatus } from '../../../hooks/use-online-status';
import { useSaved } from '../../../hooks/use-saved';
import { snapshotKeys } from '../../../stores/offline-slice';
import { useGetRoundsQuery } from '../api/rounds-api';
import { TrendHeader, TrendRow, TrendRowSkeleton } from './TrendRows';
import { VerifyRoundDialog } from './VerifyRoundDialog';

const t = texts.game.trend;
/** The trend list size of spec section 9. */
export const TREND_SIZE = 20;

const isZone = (value: string | null): value is Zone => ZONES.includes(value as Zone);

/** /trend 'Xu hướng kỷ lục': the last 20 settled rounds of a level; each opens its check. */
export function TrendScreen() {
  const [params, setParams] = useSearchParams();
  const zoneParam = params.get('zone');
  const zone = isZone(zoneParam) ? zoneParam : DEFAULT_ZONE;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const query = useGetRoundsQuery({ zone, page, limit: TREND_SIZE });
  const { isFetching, isLoading } = query;
  // Offline, page 1 shows the copy saved when last read, saying when; no "no rounds yet" then.
  const online = useOnlineStatus();
  const saved = useSaved<SessionsResponse>(snapshotKeys.trend(zone), page === 1 ? query : { data: query.data });
  const data = page === 1 ? saved.data : query.data;
  const stale = !online || (page === 1 && saved.fromSaved);
  const [checking, setChecking] = useState<Round | null>(null);
  const totalPages = Math.max(1, data?.totalPages ?? 1);
  const go = (next: { zone?: Zone; page?: number }) => setParams({ zone: next.zone ?? zone, page: String(next.page ?? page) }, { replace: true });

  return (
    <>
      <ScreenHeader title={texts.trend.title} tab />
      <Stack gap="3" p="4">
        {/* A new tab starts again at page 1 (spec section 2). */}
        <Tabs.Root value={zone} onValueChange={(e) => go({ zone: e.value as Zone, page: 1 })} variant="enclosed" fitted>
          <Tabs.List bg="white" aria-label={t.tabs}>
            {ZONES.map((z) => (
              <Tabs.Trigger key={z} value={z} minH="11">
                {t.tab(z.slice(z.indexOf('_') + 1))}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {/* The selected level's panel (the other triggers' panels are not drawn, as they are not selected). */}
          <Tabs.Content value={zone} asChild pt="3">
            <Stack gap="3">
              {stale && <SavedDataNotice savedAt={page === 1 ? saved.savedAt : undefined} fromSaved={page === 1 && saved.fromSaved} />}
              <Box bg="white" borderRadius="2xl" boxShadow="sm" overflow="hidden" opacity={isFetching && !isLoading ? 0.7 : 1} transition="opacity 0.2s">
                <TrendHeader />
                <Box as="ul" m="0" p="0" aria-busy={isFetching}>
                  {isLoading && !data ? (
                    Array.from({ length: TREND_SIZE }, (_, i) => <TrendRowSkeleton key={i} />)
                  ) : data && data.results.length > 0 ? (
                    data.results.map((round) => <TrendRow key={round.id} round={round} onOpen={setChecking} />)
                  ) : online ? (
                    <Text as="li" listStyleType="none" p="6" textAlign="center" color="gray.600">
                      {t.empty}
                    </Text>
                  ) : null}
                </Box>
              </Box>
              {totalPages > 1 && (
                <HStack justify="space-between">
                  <Button variant="outline" bg="white" minH="11" disabled={page <= 1} onClick={() => go({ page: page - 1 })}>
                    <ChevronLeftIcon boxSize="4" /> {t.previousPage}
                  </Button>
                  <Text fontSize="sm" color="gray.600">
                    {t.page(page, totalPages)}
                  </Text>
                  <Button variant="outline" bg="white" minH="11" disabled={page >= totalPages} onClick={() => go({ page: page + 1 })}>
                    {t.nextPage} <ChevronRightIcon boxSize="4" />
                  </Button>
                </HStack>
              )}
            </Stack>
          </Tabs.Content>
        </Tabs.Root>
        <ChakraLink asChild alignSelf="center" color="brand.700" fontWeight="medium" minH="11">
          <Link to={paths.fairness}>
            <ShieldCheckIcon boxSize="5" /> {t.fairnessLink}
          </Link>
        </ChakraLink>
      </Stack>
      <VerifyRoundDialog round={checking} onClose={() => setChecking(null)} />
    </>
  );
}
