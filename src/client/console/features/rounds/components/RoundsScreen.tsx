import { HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AdminRound } from '../../../../../shared/api/admin-rounds';
import { type Zone, ZONES } from '../../../../../shared/game';
import { texts } from '../../../../../shared/texts';
import { useGetAdminRoundsQuery } from '../api/rounds-api';
import { ExportCsvButton } from '../../../components/ExportCsvButton';
import { Pager } from '../../../components/Pager';
import { pageAtOf, pageAtParams, useCursorPages } from '../../../lib/cursor-pages';
import { RoundCheckDialog } from './RoundCheckDialog';
import { RoundsTable } from './RoundsTable';
import { ScreenTitle } from '../../../components/ScreenTitle';

const t = texts.console.rounds;
const PAGE_SIZE = 20;

const isZone = (value: string | null): value is Zone => ZONES.includes(value as Zone);

/**
 * /admin/rounds: each zone's rounds, newest first, with result, seed (once settled), commitment and
 * money; any settled one is checked in this browser as players check it. Nothing here edits a round.
 * Zone and page live in the address (`?zone=…&page=…&cursor=…`); pages are read by cursor (issue 30).
 */
export function RoundsScreen() {
  const [params, setParams] = useSearchParams();
  const zoneParam = params.get('zone');
  const zone: Zone = isZone(zoneParam) ? zoneParam : 'LEVEL_1';
  const at = pageAtOf(params);
  const { data, currentData, isFetching } = useGetAdminRoundsQuery({ zone, ...at, limit: PAGE_SIZE });
  const pageAt = useCursorPages(zone, currentData);
  const [checking, setChecking] = useState<AdminRound | null>(null);

  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <ScreenTitle>{t.title}</ScreenTitle>
        <ExportCsvButton path="/admin/rounds/export.csv" params={{ zone }} filename={`rounds-${zone}.csv`} />
      </HStack>
      <Text color="gray.600" fontSize="sm">
        {t.intro}
      </Text>
      {/* Another zone starts again at page 1. */}
      <Tabs.Root value={zone} onValueChange={(e) => setParams({ zone: e.value })} variant="enclosed">
        <Tabs.List bg="white" aria-label={t.zonesLabel}>
          {ZONES.map((z) => (
            <Tabs.Trigger key={z} value={z} minH="10" px="4">
              {t.zones[z]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {/* The selected zone's panel (the other triggers' panels are not drawn, as they are not selected). */}
        <Tabs.Content value={zone} asChild>
          <Stack gap="4">
            {!data && isFetching && <Text color="gray.500">{texts.console.loading}</Text>}
            {data && data.results.length === 0 && <Text color="gray.500">{texts.console.empty}</Text>}
            {data && data.results.length > 0 && <RoundsTable rounds={data.results} busy={isFetching} onCheck={setChecking} />}
            {data && data.totalPages > 1 && <Pager page={at.page} totalPages={data.totalPages} onPage={(p) => setParams({ zone, ...pageAtParams(pageAt(p)) })} />}
          </Stack>
        </Tabs.Content>
      </Tabs.Root>
      <RoundCheckDialog round={checking} onClose={() => setChecking(null)} />
    </Stack>
  );
}
