import { Badge, Button, HStack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { texts } from '../../../../../shared/texts';

/** A queue waiting for an operator: its name, how many wait, and the way to it. */
export function PendingLink({ label, count, to, testId }: { label: string; count: number; to: string; testId: string }) {
  return (
    <HStack bg="white" borderRadius="lg" borderWidth="1px" p="4" justify="space-between" gap="3" data-testid={testId}>
      <HStack gap="3" minW="0">
        <Badge colorPalette={count > 0 ? 'orange' : 'gray'} size="lg" data-testid={`${testId}-count`}>
          {count.toLocaleString('en-US')}
        </Badge>
        <Text fontWeight="medium">{label}</Text>
      </HStack>
      <Button asChild size="sm" variant="outline" colorPalette="brand" flex="0 0 auto">
        <Link to={to} aria-label={`${texts.console.dashboard.pending.open}: ${label}`}>
          {texts.console.dashboard.pending.open}
        </Link>
      </Button>
    </HStack>
  );
}
