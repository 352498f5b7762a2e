import { Badge } from '@chakra-ui/react';

/** `neutral`: ended without an outcome (a withdrawal its player cancelled). */
export type StatusTone = 'success' | 'error' | 'info' | 'neutral';
const palette: Record<StatusTone, string> = { success: 'green', error: 'red', info: 'blue', neutral: 'gray' };

/** A status label in the colour of spec section 4: success, error or info. */
export function StatusBadge({ label, tone }: { label: string; tone: StatusTone }) {
  return (
    <Badge colorPalette={palette[tone]} variant="subtle" size="md" data-tone={tone}>
      {label}
    </Badge>
  );
}
