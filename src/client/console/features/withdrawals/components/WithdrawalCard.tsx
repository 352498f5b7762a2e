import { Badge, Box, Button, Checkbox, Grid, HStack, Text } from '@chakra-ui/react';
import type { AdminWithdrawal } from '../../../../../shared/api/withdrawals';
import { formatPoints } from '../../../../../shared/money';
import { texts } from '../../../../../shared/texts';
import { formatDateTime, formatVnd } from '../../../../lib/format';
import { formatAge } from '../../../lib/age';

const t = texts.console.withdrawals;
const PALETTE = { PENDING: 'orange', APPROVED: 'green', REJECTED: 'red', CANCELLED: 'gray' } as const;

function Field({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <Box minW="0">
      <Text fontSize="xs" color="gray.500">
        {label}
      </Text>
      <Text fontWeight="medium" data-testid={testId} overflowWrap="anywhere">
        {children}
      </Text>
    </Box>
  );
}

interface WithdrawalCardProps {
  readonly withdrawal: AdminWithdrawal;
  readonly nowMs: number;
  readonly onDecide: (approve: boolean) => void;
  /** A pending one can be selected for a bulk approval. */
  readonly selected?: boolean;
  readonly onSelect?: (selected: boolean) => void;
}

/** One withdrawal as the operator decides on it: who, how long it waited, the money, where it goes. */
export function WithdrawalCard({ withdrawal: w, nowMs, onDecide, selected = false, onSelect }: WithdrawalCardProps) {
  return (
    <Box bg="white" borderRadius="lg" borderWidth="1px" borderColor={selected ? 'brand.400' : undefined} p="4" data-testid="withdrawal-row" data-id={w.id}>
      <HStack justify="space-between" wrap="wrap" gap="2" mb="3">
        <HStack gap="2">
          {w.status === 'PENDING' && onSelect && (
            <Checkbox.Root checked={selected} onCheckedChange={(e) => onSelect(e.checked === true)} colorPalette="brand">
              <Checkbox.HiddenInput aria-label={t.select(w.id)} />
              <Checkbox.Control />
            </Checkbox.Root>
          )}
          <Text fontWeight="bold">#{w.id}</Text>
          <Text>
            {w.player.username} · ID {w.player.incId}
          </Text>
        </HStack>
        <HStack gap="2">
          <Text fontSize="sm" color="gray.600" title={formatDateTime(w.createdAt)}>
            {w.status === 'PENDING' ? formatAge(w.createdAt, nowMs) : formatDateTime(w.decidedAt ?? w.createdAt)}
          </Text>
          <Badge colorPalette={PALETTE[w.status]} data-testid="withdrawal-status">
            {texts.console.status[w.status]}
          </Badge>
        </HStack>
      </HStack>
      <Grid templateColumns={{ base: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' }} gap="3">
        <Field label={t.amount}>{formatPoints(w.amount)}</Field>
        <Field label={t.fee(w.feePercent)}>{formatPoints(w.fee)}</Field>
        <Field label={t.net} testId="withdrawal-net">
          {formatVnd(w.netVnd)}
        </Field>
        <Field label={t.bank}>
          {w.bankName} · {w.bankAccountNumber} · {w.bankAccountHolder}
        </Field>
      </Grid>
      {w.note && (
        <Text mt="2" fontSize="sm" color="gray.700">
          {t.note}: {w.note}
        </Text>
      )}
      {w.status === 'PENDING' && (
        <HStack mt="3" gap="2" justify="flex-end">
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => onDecide(false)}>
            {t.reject}
          </Button>
          <Button size="sm" colorPalette="brand" onClick={() => onDecide(true)}>
            {t.approve}
          </Button>
        </HStack>
      )}
    </Box>
  );
}
