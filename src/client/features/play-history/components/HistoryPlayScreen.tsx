import { Badge, Box, Table } from '@chakra-ui/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ParticipationResponse } from '../../../../shared/api/rounds';
import { zoneDisplayName } from '../../../../shared/game';
import { formatPoints } from '../../../../shared/money';
import { texts } from '../../../../shared/texts';
import { HistoryFooter } from '../../../components/HistoryTable';
import { MoreButton } from '../../../components/MoreButton';
import { SavedDataNotice } from '../../../components/SavedDataNotice';
import { ScreenBody } from '../../../components/ScreenBody';
import { ScreenHeader } from '../../../components/ScreenHeader';
import { paths } from '../../../config/paths';
import { useSavedPages } from '../../../hooks/use-saved';
import { snapshotKeys } from '../../../stores/offline-slice';
import { useGetPlayHistoryInfiniteQuery } from '../api/play-history-api';
import { RoundDetailDialog } from './RoundDetailDialog';

const t = texts.accountArea.history;

/** The round a link opens at once (`?round=<id>`: a bet or a win of 'Biến động số dư'). */
const linkedRound = (params: URLSearchParams) => Number(params.get('round')) || undefined;

/**
 * /history-play 'Lịch sử tham gia' (spec section 2): zone, points bet, winnings, round chip; a row
 * opens that round's detail. Footer: orders and total winnings (of the whole history, from the first
 * page). 'Xem thêm' reads on by cursor to the first round joined (issue 30). Readable offline.
 */
export function HistoryPlayScreen() {
  const [params, setParams] = useSearchParams();
  const [openId, setOpenId] = useState<number | undefined>(() => linkedRound(params));
  const query = useGetPlayHistoryInfiniteQuery();
  const { pages, savedAt, fromSaved } = useSavedPages<ParticipationResponse>(snapshotKeys.playHistory, query);
  const first = pages?.[0];
  const rows = pages?.flatMap((page) => page.results);
  const close = () => {
    setOpenId(undefined);
    if (params.has('round')) setParams({}, { replace: true });
  };

  return (
    <>
      <ScreenHeader title={texts.accountArea.centre.historyPlay} backTo={paths.account} />
      <ScreenBody loading={!pages && query.isFetching}>
        <SavedDataNotice savedAt={savedAt} fromSaved={fromSaved} />
        {first && rows && (
          <Box bg="white" borderRadius="xl" boxShadow="xs" overflow="hidden">
            <Table.Root size="sm" interactive data-testid="play-history-table">
              <Table.Header>
                <Table.Row bg="gray.50">
                  <Table.ColumnHeader>{t.zone}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t.points}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t.reward}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t.session}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map((r) => (
                  <Table.Row
                    key={r.session.id}
                    data-testid="play-history-row"
                    cursor="pointer"
                    tabIndex={0}
                    role="button"
                    onClick={() => setOpenId(r.session.id)}
                    onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && setOpenId(r.session.id)}
                  >
                    <Table.Cell py="3">{zoneDisplayName(r.session.zone)}</Table.Cell>
                    <Table.Cell textAlign="end">{formatPoints(r.totalBet)}</Table.Cell>
                    <Table.Cell textAlign="end" color={r.totalWinnings > 0 ? 'green.600' : undefined} fontWeight="semibold">
                      {formatPoints(r.totalWinnings)}
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      <Badge colorPalette="brand" variant="surface" borderRadius="full">
                        {r.session.incId}
                      </Badge>
                    </Table.Cell>
                  </Table.Row>
                ))}
                {rows.length === 0 && (
                  <Table.Row>
                    <Table.Cell colSpan={4} textAlign="center" color="gray.500" py="8">
                      {t.empty}
                    </Table.Cell>
                  </Table.Row>
                )}
              </Table.Body>
            </Table.Root>
            <HistoryFooter
              items={[
                [t.orders, (first.totalResults ?? rows.length).toLocaleString('en-US')],
                [t.totalWinnings, formatPoints(first.totalWinnings ?? 0)],
              ]}
            />
          </Box>
        )}
        <MoreButton pages={query} hidden={fromSaved} />
      </ScreenBody>
      <RoundDetailDialog roundId={openId} onClose={close} />
    </>
  );
}
