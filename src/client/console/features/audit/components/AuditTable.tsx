import { Button, Text, VisuallyHidden } from '@chakra-ui/react';
import { useState } from 'react';
import type { AuditLogEntry } from '../../../../../shared/api/audit';
import { PUBLIC_ID_OFFSET } from '../../../../../shared/players';
import { texts } from '../../../../../shared/texts';
import { type Column, DataTable } from '../../../../components/DataTable';
import { formatDateTimeSeconds } from '../../../../lib/format';
import { AuditChange } from './AuditChange';

const t = texts.console.audit;
const labels: Readonly<Record<string, string>> = t.actions;

/** The target as stored, with a player's public ID beside their internal id. */
function target(entry: AuditLogEntry): string {
  if (entry.targetType === null) return '—';
  const id = entry.targetId ?? '';
  const publicId = entry.targetType === 'player' && /^\d+$/.test(id) ? ` (${t.publicId(PUBLIC_ID_OFFSET + Number(id))})` : '';
  return `${entry.targetType} #${id}${publicId}`;
}

/** A page of the log, newest first; a row opens to its before/after. Scrolls sideways on a phone. */
export function AuditTable({ entries, busy }: { entries: readonly AuditLogEntry[]; busy: boolean }) {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const detailsId = (entry: AuditLogEntry) => `audit-${entry.id}-change`;

  const columns: readonly Column<AuditLogEntry>[] = [
    { header: t.time, cellProps: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }, cell: (entry) => formatDateTimeSeconds(entry.createdAt) },
    {
      header: t.actor,
      cell: (entry) =>
        entry.actor ? (
          entry.actor.username
        ) : (
          <Text as="span" color="gray.600">
            {t.commandLine}
          </Text>
        ),
    },
    {
      header: t.action,
      cell: (entry) => (
        <>
          <Text as="span" fontWeight="medium">
            {labels[entry.action] ?? entry.action}
          </Text>
          <Text fontSize="xs" color="gray.500" fontFamily="mono">
            {entry.action}
          </Text>
        </>
      ),
    },
    // Long targets (an image's stored name) wrap: the details button stays in view on a desktop.
    { header: t.target, cellProps: { maxW: '18rem', overflowWrap: 'anywhere' }, cell: target },
    { header: t.ip, cellProps: { fontFamily: 'mono', fontSize: 'xs' }, cell: (entry) => entry.ip ?? '—' },
    {
      header: <VisuallyHidden>{texts.console.actionsColumn}</VisuallyHidden>,
      cellProps: { whiteSpace: 'nowrap' },
      cell: (entry) => (
        <Button size="xs" variant="ghost" aria-expanded={open.has(entry.id)} aria-controls={detailsId(entry)} onClick={() => toggle(entry.id)}>
          {open.has(entry.id) ? t.collapse : t.expand}
        </Button>
      ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={entries}
      rowKey={(entry) => entry.id}
      testId="audit-table"
      rowProps={(entry) => ({ 'data-testid': 'audit-row', 'data-action': entry.action })}
      detail={(entry) => (open.has(entry.id) ? { content: <AuditChange entry={entry} />, rowProps: { id: detailsId(entry), bg: 'gray.50' } } : null)}
      busy={busy}
    />
  );
}
