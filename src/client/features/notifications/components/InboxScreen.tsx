import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { InboxItem, InboxResponse } from '../../../../shared/api/notifications';
import { texts } from '../../../../shared/texts';
import { SavedDataNotice } from '../../../components/SavedDataNotice';
import { ScreenBody } from '../../../components/ScreenBody';
import { ScreenHeader } from '../../../components/ScreenHeader';
import { paths } from '../../../config/paths';
import { useOnlineStatus } from '../../../hooks/use-online-status';
import { useSaved } from '../../../hooks/use-saved';
import { snapshotKeys } from '../../../stores/offline-slice';
import { useAppDispatch } from '../../../stores/hooks';
import { INBOX_PAGE_SIZE, useGetInboxQuery, useMarkReadMutation } from '../api/inbox-api';
import { notificationsRead } from '../../../stores/notifications-slice';
import { InboxRow } from './InboxRow';

/** One page of the inbox; pages after the first are added by 'Xem thêm'. The first, offline, is the one kept. */
function InboxPage({ page, onOpen }: { page: number; onOpen: (item: InboxItem) => void }) {
  const query = useGetInboxQuery({ page, limit: INBOX_PAGE_SIZE });
  const saved = useSaved<InboxResponse>(snapshotKeys.inbox, query);
  const data = page === 1 ? saved.data : query.data;
  return <>{data?.results.map((item) => <InboxRow key={item.id} item={item} onOpen={onOpen} />)}</>;
}

/** /notifications: the player's inbox, newest first, read state shown; opening one marks it read. */
export function InboxScreen() {
  const query = useGetInboxQuery({ page: 1, limit: INBOX_PAGE_SIZE });
  // Reopened offline: the first page kept when last read, said to be saved data.
  const first = useSaved<InboxResponse>(snapshotKeys.inbox, query);
  const online = useOnlineStatus();
  const [pages, setPages] = useState(1);
  const [markRead] = useMarkReadMutation();
  const lastPage = pages >= (first.data?.totalPages ?? 1) || first.fromSaved;
  const unread = first.fromSaved ? 0 : (first.data?.unread ?? 0);
  const dispatch = useAppDispatch();
  // Read here: its dialog, if open in another tab, closes too (notification-sync).
  const onOpen = (item: InboxItem) => {
    dispatch(notificationsRead({ ids: [item.id] }));
    void markRead({ ids: [item.id] });
  };
  const readAll = () => {
    dispatch(notificationsRead({ all: true }));
    void markRead({ all: true });
  };

  return (
    <>
      <ScreenHeader title={texts.notifications.inbox} backTo={paths.home} />
      <ScreenBody loading={query.isLoading && !first.data}>
        {(first.fromSaved || !online) && <SavedDataNotice savedAt={first.savedAt} fromSaved={first.fromSaved} />}
        {unread > 0 && (
          <Button alignSelf="end" size="sm" variant="ghost" colorPalette="brand" onClick={readAll}>
            {texts.notifications.markAllRead}
          </Button>
        )}
        {first.data && first.data.results.length === 0 ? (
          <Text color="gray.500" textAlign="center" py="8">
            {texts.notifications.empty}
          </Text>
        ) : (
          <Box as="ul" bg="white" borderRadius="xl" boxShadow="xs" overflow="hidden">
            {Array.from({ length: pages }, (_, i) => (
              <InboxPage key={i + 1} page={i + 1} onOpen={onOpen} />
            ))}
          </Box>
        )}
        {!lastPage && (
          <Stack align="center">
            <Button variant="outline" colorPalette="brand" onClick={() => setPages(pages + 1)}>
              {texts.home.inbox.more}
            </Button>
          </Stack>
        )}
      </ScreenBody>
    </>
  );
}
