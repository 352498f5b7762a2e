import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { useField } from 'formik';
import { texts } from '../../../shared/texts';

const t = texts.console.deposits;

export type DepositStatus = 'SUCCESS' | 'FAILED';

/** What a deposit records, bound to the form's `status`: credited (SUCCESS), or a failed top-up kept on record (FAILED). */
export function DepositStatusField() {
  const [{ value }, , { setValue }] = useField<DepositStatus>('status');
  return (
    <Box>
      <Text fontWeight="medium" mb="2">
        {t.status}
      </Text>
      <HStack gap="2" wrap="wrap" role="group" aria-label={t.status}>
        {(['SUCCESS', 'FAILED'] as const).map((s) => (
          <Button key={s} size="sm" variant={value === s ? 'solid' : 'outline'} colorPalette={s === 'SUCCESS' ? 'brand' : 'red'} aria-pressed={value === s} onClick={() => void setValue(s)}>
            {s === 'SUCCESS' ? t.success : t.failed}
          </Button>
        ))}
      </HStack>
    </Box>
  );
}
