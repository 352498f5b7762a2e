import { Badge, Box, Button, Table } from '@chakra-ui/react';
import { useState } from 'react';
import type { ParticipationResponse } from '../../../../shared/api/rounds';
import { zoneDisplayName } from '../../../../shared/game';
import { formatPoints } from '../../../../shared/money';
import { texts } from '../../../../shared/texts';
import { HistoryFooter } from '../../../components/HistoryTable';
import { SavedDataNotice } from '../../../components/SavedDataNotice';
import { ScreenBody } from '../../../components/ScreenBody';
import { ScreenHeader } from '../../../components/ScreenHeader';
import { paths } from '../../../config/paths';
import { useSaved } from '../../../hooks/use-saved';
import { snapshotKeys } from '../../../stores/offline-slice';
import { useGetPlayHistoryQuery } from '../api/play-history-api';
import { RoundDetailDialog } from './RoundDetailDialog';

const t = texts.accountArea.history;
const PAGE = 20;
/** The API's largest page: 'Xem thêm' grows the list up to it. */
const MAX_ROWS = 100;

/**
 * /history-play 'Lịch sử tham gia' (spec section 2): zone, points bet, winnings, round chip; a row
 * opens that round's detail. Footer: orders and total winnings. Readable offline.
 */
export function HistoryPlayScreen() {
  const [limit, setLimit] = useState(PAGE);
  const [openId, setOpenId] = useState<number | undefined>();
  const query = useGetPlayHistoryQuery({ limit });
  const { data, savedAt, fromSaved } = useSaved<ParticipationResponse>(snapshotKeys.playHistory, query);
  const more = data && data.results.length < data.totalResults && limit < MAX_ROWS;

  return (
    <>
      <ScreenHeader title={texts.accountArea.centre.historyPlay} backTo={paths.account} />
      <ScreenBody loading={!data && query.isFetching}>
        <SavedDataNotice savedAt={savedAt} fromSaved={fromSaved} />
        {data && (
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
                {data.results.map((r) => (
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
                {data.results.length === 0 && (
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
                [t.orders, data.totalResults.toLocaleString('en-US')],
                [t.totalWinnings, formatPoints(data.totalWinnings)],
              ]}
            />
          </Box>
        )}
        {more && (
          <Button size="lg" variant="outline" bg="white" loading={query.isFetching} onClick={() => setLimit((l) => Math.min(l + PAGE, MAX_ROWS))}>
            {t.more}
          </Button>
        )}
      </ScreenBody>
      <RoundDetailDialog roundId={openId} onClose={() => setOpenId(undefined)} />
    </>
  );
}
