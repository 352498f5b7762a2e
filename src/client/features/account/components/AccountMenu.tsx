import { Box, HStack, Text } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { ChevronRightIcon } from '../../../components/icons';

export interface MenuItem {
  readonly label: string;
  readonly Icon: ComponentType<{ boxSize?: string; color?: string }>;
  /** A screen to open, or an action (a dialog). */
  readonly to?: string;
  readonly onClick?: () => void;
}

/**
 * A list of full-width rows, each at least 52 px tall (an easy target for a thumb). A navigation
 * landmark named by `label`: a screen has several, and screen readers tell them apart by name.
 */
export function AccountMenu({ label, items }: { label: string; items: readonly MenuItem[] }) {
  return (
    <Box as="nav" aria-label={label} bg="white" borderRadius="xl" boxShadow="xs" overflow="hidden">
      {items.map(({ label, Icon, to, onClick }, i) => {
        const row = (
          <HStack gap="3" px="4" minH="52px" borderTopWidth={i ? '1px' : '0'} borderColor="gray.100" w="full" _hover={{ bg: 'gray.50' }}>
            <Icon boxSize="5" color="brand.600" />
            <Text flex="1" textAlign="start" fontWeight="medium">
              {label}
            </Text>
            <ChevronRightIcon boxSize="5" color="gray.400" />
          </HStack>
        );
        return to ? (
          <Link key={label} to={to} style={{ display: 'block' }}>
            {row}
          </Link>
        ) : (
          <Box as="button" key={label} w="full" display="block" onClick={onClick}>
            {row}
          </Box>
        );
      })}
    </Box>
  );
}
