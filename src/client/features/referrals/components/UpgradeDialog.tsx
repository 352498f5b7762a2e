import { Box, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { formatPoints } from '../../../../shared/money';
import { texts } from '../../../../shared/texts';

const t = texts.growth.upgrade;

export interface UpgradeDialogProps {
  readonly open: boolean;
  readonly title: string;
  readonly body: string;
  /** Points; undefined while the rules load. */
  readonly price: number | undefined;
  readonly balance: number;
  readonly confirmLabel: string;
  readonly sending: boolean;
  readonly onConfirm: () => void;
  readonly onClose: () => void;
}

/** A paid upgrade (VIP, agent): what it costs against the balance, before anything is paid. */
export function UpgradeDialog({ open, title, body, price, balance, confirmLabel, sending, onConfirm, onClose }: UpgradeDialogProps) {
  const short = price !== undefined && price > balance;
  const rows: Array<[string, number | undefined, string]> = [
    [t.price, price, 'upgrade-price'],
    [t.balance, balance, 'upgrade-balance'],
  ];
  return (
    <ConfirmDialog open={open} title={title} confirmLabel={confirmLabel} cancelLabel={t.cancel} sending={sending} confirmDisabled={price === undefined || short} onConfirm={onConfirm} onClose={onClose}>
      <Stack gap="3">
        <Text color="gray.700">{body}</Text>
        <Box bg="brand.50" borderRadius="lg" px="4" py="2">
          {rows.map(([label, value, testId]) => (
            <HStack key={testId} justify="space-between" minH="8">
              <Text color="gray.700">{label}</Text>
              {value === undefined ? (
                <Skeleton h="4" w="16" />
              ) : (
                <Text fontWeight="bold" data-testid={testId} fontVariantNumeric="tabular-nums">
                  {formatPoints(value)}
                </Text>
              )}
            </HStack>
          ))}
        </Box>
        {short && (
          <Text color="red.600" fontSize="sm" role="status">
            {texts.errors.insufficientBalance}
          </Text>
        )}
      </Stack>
    </ConfirmDialog>
  );
}
