import { HStack, Text } from '@chakra-ui/react';
import { texts } from '../../shared/texts';
import { useOnlineStatus } from '../hooks/use-online-status';
import { formatDateTime } from '../lib/format';
import { WifiOffIcon } from './icons';

const t = texts.accountArea.offline;

/**
 * When the data on screen was last updated; while offline (or when it is the saved copy), a clear
 * notice that this is saved data. Takes one line, always, so the screen does not jump.
 */
export function SavedDataNotice({ savedAt, fromSaved }: { savedAt: number | undefined; fromSaved: boolean }) {
  const online = useOnlineStatus();
  const stale = fromSaved || !online;
  return (
    <HStack
      role="status"
      minH="8"
      px="3"
      py="1"
      gap="2"
      fontSize="xs"
      borderRadius="md"
      bg={stale ? 'orange.100' : 'transparent'}
      color={stale ? 'orange.900' : 'gray.500'}
      data-testid="saved-data-notice"
    >
      {stale && <WifiOffIcon boxSize="4" flexShrink={0} />}
      <Text lineClamp={2}>
        {/* Offline with nothing saved: say only that, not "this is saved data". */}
        {stale && (savedAt === undefined ? texts.shell.offline : `${t.savedCopy}. `)}
        {savedAt !== undefined && t.lastUpdated(formatDateTime(savedAt))}
      </Text>
    </HStack>
  );
}
