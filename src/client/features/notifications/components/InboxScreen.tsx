import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { InboxItem } from '../../../../shared/api/notifications';
import { texts } from '../../../../shared/texts';
import { ScreenBody } from '../../../components/ScreenBody';
import { ScreenHeader } from '../../../components/ScreenHeader';
import { paths } from '../../../config/paths';
import { INBOX_PAGE_SIZE, useGetInboxQuery, useMarkReadMutation } from '../api/inbox-api';
import { InboxRow } from './InboxRow';

/** One page of the inbox; pages after the first are added by 'Xem thêm'. */
function InboxPage({ page, onOpen }: { page: number; onOpen: (item: InboxItem) => void }) {
  const { data } = useGetInboxQuery({ page, limit: INBOX_PAGE_SIZE });
  return <>{data?.results.map((item) => <InboxRow key={item.id} item={item} onOpen={onOpen} />)}</>;
}

/** /notifications: the player's inbox, newest first, read state shown; opening one marks it read. */
export function InboxScreen() {
  const first = useGetInboxQuery({ page: 1, limit: INBOX_PAGE_SIZE });
  const [pages, setPages] = useState(1);
  const [markRead] = useMarkReadMutation();
  const lastPage = pages >= (first.data?.totalPages ?? 1);
  const unread = first.data?.unread ?? 0;
  const onOpen = (item: InboxItem) => void markRead({ ids: [item.id] });

  return (
    <>
      <ScreenHeader title={texts.notifications.inbox} backTo={paths.home} />
      <ScreenBody loading={first.isLoading}>
        {unread > 0 && (
          <Button alignSelf="end" size="sm" variant="ghost" colorPalette="brand" onClick={() => void markRead({ all: true })}>
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
