import { Button, HStack } from '@chakra-ui/react';
import { texts } from '../../../shared/texts';

export type QueueStatus = 'PENDING' | 'APPROVED' | 'REJECTED';
export type QueueFilter = QueueStatus | 'ALL';

const FILTERS: readonly QueueFilter[] = ['PENDING', 'APPROVED', 'REJECTED', 'ALL'];

/** Which part of a queue is listed; pending first by default. */
export function StatusFilter({ value, onChange }: { value: QueueFilter; onChange: (value: QueueFilter) => void }) {
  return (
    <HStack gap="2" wrap="wrap" role="group" aria-label={texts.console.status.ALL}>
      {FILTERS.map((f) => (
        <Button key={f} size="sm" variant={f === value ? 'solid' : 'outline'} colorPalette="brand" aria-pressed={f === value} onClick={() => onChange(f)}>
          {texts.console.status[f]}
        </Button>
      ))}
    </HStack>
  );
}
