import { Box, HStack } from '@chakra-ui/react';
import { m } from 'framer-motion';
import { RESULT_DIGITS } from '../../../shared/game';

const sizes = {
  sm: { box: '24px', font: 'sm', radius: 'md', gap: '1' },
  lg: { box: '44px', font: '2xl', radius: 'lg', gap: '2' },
} as const;

export interface ResultDigitsProps {
  /** Five digits, or null while there is no result (empty cells keep the space). */
  readonly result: string | null;
  readonly label: string;
  readonly size?: keyof typeof sizes;
  /** Digits reveal one after another whenever this changes (a new round's result). */
  readonly revealKey?: string | number;
  readonly tone?: 'light' | 'dark';
}

/** A result as one digit per cell (spec section 3). */
export function ResultDigits({ result, label, size = 'sm', revealKey, tone = 'light' }: ResultDigitsProps) {
  const s = sizes[size];
  const cells = result ? result.split('') : Array.from({ length: RESULT_DIGITS }, () => '');
  const spoken = result ? `${label}: ${cells.join(' ')}` : label;
  return (
    <HStack gap={s.gap} role="img" aria-label={spoken} data-testid="result-digits" data-result={result ?? ''}>
      {cells.map((digit, i) => (
        <Box
          key={`${revealKey ?? ''}-${i}`}
          asChild
          w={s.box}
          h={s.box}
          display="flex"
          alignItems="center"
          justifyContent="center"
          borderRadius={s.radius}
          fontSize={s.font}
          fontWeight="bold"
          lineHeight="1"
          bg={tone === 'dark' ? 'whiteAlpha.300' : digit ? 'brand.600' : 'gray.100'}
          color={digit || tone === 'dark' ? 'white' : 'gray.400'}
          aria-hidden="true"
        >
          <m.span
            initial={revealKey === undefined ? false : { rotateX: -90, opacity: 0 }}
            animate={{ rotateX: 0, opacity: 1 }}
            transition={{ delay: i * 0.12, duration: 0.35, ease: 'easeOut' }}
          >
            {digit || '–'}
          </m.span>
        </Box>
      ))}
    </HStack>
  );
}
