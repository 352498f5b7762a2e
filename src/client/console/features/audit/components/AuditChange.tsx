import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import type { AuditLogEntry } from '../../../../../shared/api/audit';
import { texts } from '../../../../../shared/texts';

const t = texts.console.audit;

function Recorded({ label, value, testId }: { label: string; value: unknown; testId: string }) {
  return (
    <Box minW="0">
      <Text fontSize="xs" fontWeight="semibold" color="gray.600" mb="1">
        {label}
      </Text>
      {value === null || value === undefined ? (
        <Text fontSize="sm" color="gray.500">
          {t.nothing}
        </Text>
      ) : (
        <Box as="pre" fontFamily="mono" fontSize="xs" whiteSpace="pre-wrap" overflowWrap="anywhere" bg="gray.50" borderRadius="md" p="2" m="0" data-testid={testId}>
          {JSON.stringify(value, null, 2)}
        </Box>
      )}
    </Box>
  );
}

/** What one action changed, as it was and as it became, and what else it recorded. */
export function AuditChange({ entry }: { entry: AuditLogEntry }) {
  return (
    <Box py="2">
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        <Recorded label={t.before} value={entry.before} testId="audit-before" />
        <Recorded label={t.after} value={entry.after} testId="audit-after" />
        <Recorded label={t.details} value={entry.details} testId="audit-details" />
      </SimpleGrid>
      <Text fontSize="xs" color="gray.500" mt="2">
        {t.unitsNote}
      </Text>
    </Box>
  );
}
