import { Text } from '@chakra-ui/react';
import { texts } from '../../shared/texts';

/** Under an action that needs the server, while offline: why it is disabled. */
export function NeedsNetwork({ show }: { show: boolean }) {
  if (!show) return null;
  return (
    <Text role="status" fontSize="sm" color="orange.700" textAlign="center">
      {texts.accountArea.offline.needsNetwork}
    </Text>
  );
}
