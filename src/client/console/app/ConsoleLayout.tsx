import { Box, CloseButton, Drawer, Flex, Heading, HStack, IconButton, Portal, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import { texts } from '../../../shared/texts';
import { useBackCloses } from '../../hooks/use-back-closes';
import { ConsoleNav } from './ConsoleNav';
import { OperatorActions } from './OperatorActions';

const t = texts.console;

/**
 * Desktop first: a sidebar beside the screen; below the `md` breakpoint the sidebar folds into a
 * drawer opened from the top bar. Same theme as the app, full width (not the phone column).
 */
export function ConsoleLayout() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  useBackCloses(drawerOpen, () => setDrawerOpen(false));

  return (
    <Flex minH="100dvh" bg="gray.50">
      <Box as="aside" display={{ base: 'none', md: 'block' }} w="60" flex="0 0 auto" bg="white" borderRightWidth="1px" p="4" data-testid="console-sidebar">
        <Heading size="md" color="brand.700" mb="6">
          {t.title}
        </Heading>
        <ConsoleNav />
      </Box>
      <Flex direction="column" flex="1" minW="0">
        <HStack as="header" bg="white" borderBottomWidth="1px" px="4" py="2" justify="space-between" gap="2">
          <HStack gap="2" minW="0">
            <IconButton display={{ base: 'inline-flex', md: 'none' }} aria-label={t.menu} variant="ghost" onClick={() => setDrawerOpen(true)}>
              <Text fontSize="xl" aria-hidden>
                ☰
              </Text>
            </IconButton>
            <Text fontWeight="bold" display={{ base: 'block', md: 'none' }} truncate>
              {t.title}
            </Text>
          </HStack>
          <OperatorActions backToApp />
        </HStack>
        <Box as="main" flex="1" p={{ base: '3', md: '6' }} minW="0">
          <Outlet />
        </Box>
      </Flex>
      <Drawer.Root open={drawerOpen} onOpenChange={(e) => setDrawerOpen(e.open)} placement="start">
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content maxW="72">
              <Drawer.Header>
                <Drawer.Title color="brand.700">{t.title}</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body>
                <ConsoleNav onNavigate={() => setDrawerOpen(false)} />
              </Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </Flex>
  );
}
