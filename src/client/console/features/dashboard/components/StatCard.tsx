import { Box, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface StatCardProps {
  readonly label: string;
  readonly value: string;
  /** A line under the figure (today's sign-ups, sockets...). */
  readonly detail?: ReactNode;
  readonly valueColor?: string;
  readonly testId: string;
}

/** One figure of the dashboard, large, with its label above and an optional line below. */
export function StatCard({ label, value, detail, valueColor, testId }: StatCardProps) {
  return (
    <Box bg="white" borderRadius="lg" borderWidth="1px" p="4" minW="0" data-testid={testId}>
      <Text fontSize="sm" color="gray.600">
        {label}
      </Text>
      <Text fontSize={{ base: 'xl', md: '2xl' }} fontWeight="bold" lineHeight="2.25rem" color={valueColor} overflowWrap="anywhere" data-testid={`${testId}-value`}>
        {value}
      </Text>
      {detail && (
        <Box fontSize="sm" color="gray.500">
          {detail}
        </Box>
      )}
    </Box>
  );
}
