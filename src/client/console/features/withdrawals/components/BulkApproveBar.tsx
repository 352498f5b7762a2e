import { Box, Button, Checkbox, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { AdminWithdrawal } from '../../../../../shared/api/withdrawals';
import { formatPoints, pointsToUnits, unitsToPoints } from '../../../../../shared/money';
import { texts } from '../../../../../shared/texts';
import { useAppDispatch } from '../../../../stores/hooks';
import { formatVnd } from '../../../../lib/format';
import { newIdempotencyKey } from '../../../../lib/idempotency';
import { toastShown } from '../../../../stores/toasts-slice';
import { useBulkApproveWithdrawalsMutation } from '../api/withdrawals-api';
import { DecisionDialog } from '../../../components/DecisionDialog';

const t = texts.console.withdrawals;

interface BulkApproveBarProps {
  /** The pending withdrawals of the page shown. */
  readonly pending: readonly AdminWithdrawal[];
  /** Those of them selected. */
  readonly selected: readonly AdminWithdrawal[];
  readonly onSelect: (ids: ReadonlySet<number>) => void;
}

const ids = (list: readonly AdminWithdrawal[]) => list.map((w) => `#${w.id}`).join(', ');

/**
 * Select pending withdrawals and approve them with one confirmation. The server decides each on
 * its own: the toasts say how many were approved and which were decided elsewhere meanwhile (those
 * rows show that decision, left as it was).
 */
export function BulkApproveBar({ pending, selected, onSelect }: BulkApproveBarProps) {
  const [bulkApprove, { isLoading }] = useBulkApproveWithdrawalsMutation();
  const dispatch = useAppDispatch();
  // One key per confirmation opened: a double click or a resend approves once.
  const [confirming, setConfirming] = useState<string | null>(null);
  const [notes, setNotes] = useState<readonly string[]>([]);
  const all = pending.length > 0 && selected.length === pending.length;
  const totalPoints = unitsToPoints(selected.reduce((sum, w) => sum + (pointsToUnits(w.amount) ?? 0), 0));
  const totalVnd = selected.reduce((sum, w) => sum + w.netVnd, 0);

  async function confirm(note: string) {
    if (!confirming) return;
    const result = await bulkApprove({ ids: selected.map((w) => w.id), note, idempotencyKey: confirming });
    setConfirming(null);
    // A refusal of the whole call was toasted with the server's message; the queue refetches.
    if ('error' in result) return;
    const byOutcome = (outcome: string) => result.data.results.filter((r) => r.outcome === outcome);
    const approved = byOutcome('APPROVED');
    const elsewhere = byOutcome('DECIDED_ELSEWHERE').flatMap((r) => (r.withdrawal ? [r.withdrawal] : []));
    const missing = byOutcome('NOT_FOUND').map((r) => `#${r.id}`);
    // One toast for the whole; what was not approved stays written under the bar (the rows show it too).
    const notes = [...(elsewhere.length ? [t.bulkElsewhere(ids(elsewhere))] : []), ...(missing.length ? [t.bulkNotFound(missing.join(', '))] : [])];
    dispatch(toastShown(approved.length ? t.bulkApproved(approved.length) : notes[0]!, approved.length ? 'success' : 'default'));
    setNotes(notes);
    onSelect(new Set());
  }

  const outcome = notes.length > 0 && (
    <Box role="status" fontSize="sm" color="orange.800" bg="orange.50" borderRadius="md" px="3" py="2" data-testid="bulk-outcome">
      {notes.map((note) => (
        <Text key={note}>{note}</Text>
      ))}
    </Box>
  );
  if (pending.length === 0) return outcome || null;
  return (
    <Stack gap="2">
      {outcome}
      <HStack justify="space-between" wrap="wrap" gap="3" bg="white" borderRadius="lg" borderWidth="1px" px="4" py="2" data-testid="bulk-bar">
        <Checkbox.Root checked={all ? true : selected.length > 0 ? 'indeterminate' : false} onCheckedChange={(e) => onSelect(new Set(e.checked === true ? pending.map((w) => w.id) : []))} colorPalette="brand">
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t.selectPage}</Checkbox.Label>
        </Checkbox.Root>
        <HStack gap="3">
          <Text fontSize="sm" color="gray.600" data-testid="bulk-selected">
            {t.selected(selected.length)}
          </Text>
          <Button
            size="sm"
            colorPalette="brand"
            disabled={selected.length === 0}
            onClick={() => {
              setNotes([]);
              setConfirming(newIdempotencyKey());
            }}
          >
            {t.bulkApprove(selected.length)}
          </Button>
        </HStack>
      </HStack>
      {confirming && (
        <DecisionDialog
          title={t.bulkTitle(selected.length)}
          confirmLabel={t.bulkApprove(selected.length)}
          approve
          placeholder={t.notePlaceholder}
          requiredMessage={t.reasonRequired}
          sending={isLoading}
          summary={
            <>
              <Text>{ids(selected)}</Text>
              <Text fontWeight="medium" mt="1">
                {t.bulkSummary(formatPoints(totalPoints), formatVnd(totalVnd))}
              </Text>
            </>
          }
          onConfirm={(note) => void confirm(note)}
          onClose={() => setConfirming(null)}
        />
      )}
    </Stack>
  );
}
