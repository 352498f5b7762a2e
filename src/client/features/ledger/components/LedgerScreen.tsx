import { Box, Text } from '@chakra-ui/react';
import type { LedgerResponse } from '../../../../shared/api/ledger';
import { texts } from '../../../../shared/texts';
import { MoreButton } from '../../../components/MoreButton';
import { SavedDataNotice } from '../../../components/SavedDataNotice';
import { ScreenBody } from '../../../components/ScreenBody';
import { ScreenHeader } from '../../../components/ScreenHeader';
import { paths } from '../../../config/paths';
import { useSavedPages } from '../../../hooks/use-saved';
import { snapshotKeys } from '../../../stores/offline-slice';
import { useGetLedgerInfiniteQuery } from '../api/ledger-api';
import { LedgerEntryRow } from './LedgerEntryRow';

/**
 * /history-balance 'Biến động số dư' (issue 30): every change of the player's balance, newest first,
 * from their own ledger; 'Xem thêm' reads on by cursor to the first one. Readable offline (the first
 * page saved when last read).
 */
export function LedgerScreen() {
  const query = useGetLedgerInfiniteQuery();
  const { pages, savedAt, fromSaved } = useSavedPages<LedgerResponse>(snapshotKeys.ledger, query);
  const entries = pages?.flatMap((page) => page.results);
  return (
    <>
      <ScreenHeader title={texts.ledger.title} backTo={paths.account} />
      <ScreenBody loading={!pages && query.isFetching}>
        <SavedDataNotice savedAt={savedAt} fromSaved={fromSaved} />
        {entries && (
          <Box bg="white" borderRadius="xl" boxShadow="xs" overflow="hidden" data-testid="ledger-list">
            {entries.map((entry) => (
              <LedgerEntryRow key={entry.id} entry={entry} />
            ))}
            {entries.length === 0 && (
              <Text textAlign="center" color="gray.500" py="8">
                {texts.accountArea.history.empty}
              </Text>
            )}
          </Box>
        )}
        <MoreButton pages={query} hidden={fromSaved} />
      </ScreenBody>
    </>
  );
}
