import { Box, Button, Table, Text } from '@chakra-ui/react';
import { Fragment, useState } from 'react';
import type { AuditLogEntry } from '../../../../../shared/api/audit';
import { PUBLIC_ID_OFFSET } from '../../../../../shared/players';
import { texts } from '../../../../../shared/texts';
import { AuditChange } from './AuditChange';
import { formatDateTimeSeconds } from '../../../../lib/format';

const t = texts.console.audit;
const labels: Readonly<Record<string, string>> = t.actions;
const COLUMNS = 6;

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

  return (
    <Box bg="white" borderRadius="lg" borderWidth="1px" overflowX="auto" aria-busy={busy || undefined}>
      <Table.Root size="sm" data-testid="audit-table">
        <Table.Header>
          <Table.Row bg="gray.50">
            <Table.ColumnHeader>{t.time}</Table.ColumnHeader>
            <Table.ColumnHeader>{t.actor}</Table.ColumnHeader>
            <Table.ColumnHeader>{t.action}</Table.ColumnHeader>
            <Table.ColumnHeader>{t.target}</Table.ColumnHeader>
            <Table.ColumnHeader>{t.ip}</Table.ColumnHeader>
            <Table.ColumnHeader />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {entries.map((entry) => {
            const expanded = open.has(entry.id);
            const detailsId = `audit-${entry.id}-change`;
            return (
              <Fragment key={entry.id}>
                <Table.Row data-testid="audit-row" data-action={entry.action}>
                  <Table.Cell whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                    {formatDateTimeSeconds(entry.createdAt)}
                  </Table.Cell>
                  <Table.Cell>{entry.actor ? entry.actor.username : <Text as="span" color="gray.600">{t.commandLine}</Text>}</Table.Cell>
                  <Table.Cell>
                    <Text as="span" fontWeight="medium">
                      {labels[entry.action] ?? entry.action}
                    </Text>
                    <Text fontSize="xs" color="gray.500" fontFamily="mono">
                      {entry.action}
                    </Text>
                  </Table.Cell>
                  {/* Long targets (an image's stored name) wrap: the details button stays in view on a desktop. */}
                  <Table.Cell maxW="18rem" overflowWrap="anywhere">
                    {target(entry)}
                  </Table.Cell>
                  <Table.Cell fontFamily="mono" fontSize="xs">
                    {entry.ip ?? '—'}
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">
                    <Button size="xs" variant="ghost" aria-expanded={expanded} aria-controls={detailsId} onClick={() => toggle(entry.id)}>
                      {expanded ? t.collapse : t.expand}
                    </Button>
                  </Table.Cell>
                </Table.Row>
                {expanded && (
                  <Table.Row id={detailsId} bg="gray.50">
                    <Table.Cell colSpan={COLUMNS}>
                      <AuditChange entry={entry} />
                    </Table.Cell>
                  </Table.Row>
                )}
              </Fragment>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
