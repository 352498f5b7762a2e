import { Button, HStack } from '@chakra-ui/react';
import { texts } from '../../../shared/texts';

/** A queue's parts: pending, the operators' decisions, all of them. */
export type DecisionFilter = 'PENDING' | 'APPROVED' | 'REJECTED' | 'ALL';
/** The withdrawal queue's: a player may also cancel their own pending one (issue 50). */
export type QueueFilter = DecisionFilter | 'CANCELLED';

export const DECISION_FILTERS: readonly DecisionFilter[] = ['PENDING', 'APPROVED', 'REJECTED', 'ALL'];
export const WITHDRAWAL_FILTERS: readonly QueueFilter[] = ['PENDING', 'APPROVED', 'REJECTED', 'CANCELLED', 'ALL'];

/** Which part of a queue is listed, one button per part (`filters`, in order); pending first by default. */
export function StatusFilter<F extends QueueFilter>({ value, onChange, filters }: { value: F; onChange: (value: F) => void; filters: readonly F[] }) {
  return (
    <HStack gap="2" wrap="wrap" role="group" aria-label={texts.console.status.ALL}>
      {filters.map((f) => (
        <Button key={f} size="sm" variant={f === value ? 'solid' : 'outline'} colorPalette="brand" aria-pressed={f === value} onClick={() => onChange(f)}>
          {texts.console.status[f]}
        </Button>
      ))}
    </HStack>
  );
}
