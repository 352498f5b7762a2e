import { Box, IconButton } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { texts } from '../../../../shared/texts';
import { BellIcon } from '../../../components/icons';
import { paths } from '../../../config/paths';
import { INBOX_PAGE_SIZE, useGetInboxQuery } from '../api/inbox-api';

/** Home's bell: opens the inbox; a badge counts the unread notifications (99+ beyond). */
export function NotificationBell() {
  // Only the count: the header does not render again each time the inbox is fetched.
  const { unread } = useGetInboxQuery({ page: 1, limit: INBOX_PAGE_SIZE }, { selectFromResult: ({ data }) => ({ unread: data?.unread ?? 0 }) });
  return (
    <IconButton asChild variant="ghost" color="white" size="lg" position="relative" _hover={{ bg: 'whiteAlpha.200' }} aria-label={texts.home.inbox.bell(unread)}>
      <Link to={paths.notifications}>
        <BellIcon boxSize="6" />
        {unread > 0 && (
          <Box
            as="span"
            aria-hidden="true"
            data-testid="unread-badge"
            position="absolute"
            top="1"
            right="1"
            minW="5"
            h="5"
            px="1"
            borderRadius="full"
            bg="red.500"
            color="white"
            fontSize="2xs"
            fontWeight="bold"
            lineHeight="1.25rem"
            textAlign="center"
          >
            {unread > 99 ? '99+' : unread}
          </Box>
        )}
      </Link>
    </IconButton>
  );
}
