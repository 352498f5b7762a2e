import { HStack, Text } from '@chakra-ui/react';
import { texts } from '../../shared/texts';
import { useOnlineStatus } from '../hooks/use-online-status';
import { WifiOffIcon } from './icons';

/** A thin bar while the device is offline; it takes no space otherwise. */
export function OfflineBanner() {
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <HStack role="status" bg="gray.800" color="white" justify="center" py="1.5" gap="2" fontSize="sm">
      <WifiOffIcon boxSize="4" />
      <Text>{texts.shell.offline}</Text>
    </HStack>
  );
}
