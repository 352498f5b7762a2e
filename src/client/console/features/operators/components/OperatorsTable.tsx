import { Badge, Button, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { AdminOperator } from '../../../../../shared/api/admin-operators';
import { texts } from '../../../../../shared/texts';
import { type Column, DataTable } from '../../../../components/DataTable';
import { formatDateTime } from '../../../../lib/format';

const t = texts.console.security.operators;

interface OperatorsTableProps {
  readonly operators: readonly AdminOperator[];
  /** The signed-in operator: their own TOTP is not reset here. */
  readonly selfId: number | undefined;
  readonly busy: boolean;
  readonly onResetTotp: (operator: AdminOperator) => void;
}

/** A page of operator accounts. Scrolls sideways on a phone. */
export function OperatorsTable({ operators, selfId, busy, onResetTotp }: OperatorsTableProps) {
  const columns: readonly Column<AdminOperator>[] = [
    {
      header: t.username,
      cell: (o) => (
        <Text fontWeight="semibold">
          {o.username}
          {o.id === selfId && (
            <Text as="span" fontWeight="normal" color="gray.500">
              {' '}
              ({t.you})
            </Text>
          )}
        </Text>
      ),
    },
    {
      header: t.totp,
      cell: (o) => (
        <Badge colorPalette={o.totpEnabled ? 'green' : 'orange'} data-testid="operator-totp">
          {o.totpEnabled ? t.totpOn : t.totpOff}
        </Badge>
      ),
    },
    {
      header: t.state,
      cell: (o) => (
        <Stack gap="1" align="flex-start">
          <Badge colorPalette={o.locked ? 'red' : 'green'}>{o.locked ? t.locked : t.active}</Badge>
          {o.mustChangePassword && <Badge colorPalette="orange">{t.mustChange}</Badge>}
        </Stack>
      ),
    },
    { header: t.createdAt, cellProps: { whiteSpace: 'nowrap' }, cell: (o) => formatDateTime(o.createdAt) },
    { header: t.lastSignIn, cellProps: { whiteSpace: 'nowrap' }, cell: (o) => (o.lastSignInAt ? formatDateTime(o.lastSignInAt) : t.unknown) },
    {
      header: <VisuallyHidden>{texts.console.actionsColumn}</VisuallyHidden>,
      cellProps: { textAlign: 'end' },
      cell: (o) =>
        o.totpEnabled &&
        o.id !== selfId && (
          <Button size="xs" variant="outline" colorPalette="red" onClick={() => onResetTotp(o)}>
            {t.resetTotp}
          </Button>
        ),
    },
  ];
  return <DataTable columns={columns} rows={operators} rowKey={(o) => o.id} testId="operators-table" rowProps={(o) => ({ 'data-testid': 'operator-row', 'data-id': o.id })} busy={busy} />;
}
