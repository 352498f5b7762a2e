import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { coreTexts } from '../../../shared/texts/core';
import { APP_MAX_WIDTH } from '../../config/ui';

/** When a new version of the app is installed in the background, offers to reload into it. */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW();
  if (!needRefresh) return null;
  return (
    <Box position="fixed" top="max(12px, env(safe-area-inset-top))" left="0" right="0" zIndex="toast" px="3">
      <HStack role="alert" maxW={APP_MAX_WIDTH} mx="auto" bg="gray.900" color="white" borderRadius="xl" boxShadow="lg" px="4" py="2" justify="space-between">
        <Text fontWeight="medium">{coreTexts.shell.updateReady}</Text>
        <Button size="sm" colorPalette="brand" onClick={() => void updateServiceWorker(true)}>
          {coreTexts.shell.updateReload}
        </Button>
      </HStack>
    </Box>
  );
}
