import { Box, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A labelled value in a profile card; an empty value reads as a dash. */
export function InfoItem({ label, children }: { label: string; children: ReactNode }) {
  const empty = children === null || children === undefined || children === '';
  return (
    <Box minW="0">
      <Text fontSize="xs" color="gray.500">
        {label}
      </Text>
      <Text fontWeight="medium" overflowWrap="anywhere">
        {empty ? '—' : children}
      </Text>
    </Box>
  );
}

/** A titled card of the profile tab. */
export function InfoCard({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Box bg="white" borderRadius="lg" borderWidth="1px" p="4" data-testid={testId}>
      <Text fontWeight="bold" mb="3">
        {title}
      </Text>
      {children}
    </Box>
  );
}
