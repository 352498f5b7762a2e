import { Badge, Box, Button, Stack, Table, Text } from '@chakra-ui/react';
import type { AdminOperator } from '../../../../../shared/api/admin-operators';
import { texts } from '../../../../../shared/texts';
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
  return (
    <Box bg="white" borderRadius="lg" borderWidth="1px" overflowX="auto" aria-busy={busy || undefined}>
      <Table.Root size="sm" data-testid="operators-table">
        <Table.Header>
          <Table.Row bg="gray.50">
            <Table.ColumnHeader>{t.username}</Table.ColumnHeader>
            <Table.ColumnHeader>{t.totp}</Table.ColumnHeader>
            <Table.ColumnHeader>{t.state}</Table.ColumnHeader>
            <Table.ColumnHeader>{t.createdAt}</Table.ColumnHeader>
            <Table.ColumnHeader>{t.lastSignIn}</Table.ColumnHeader>
            <Table.ColumnHeader />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {operators.map((o) => (
            <Table.Row key={o.id} data-testid="operator-row" data-id={o.id}>
              <Table.Cell>
                <Text fontWeight="semibold">
                  {o.username}
                  {o.id === selfId && (
                    <Text as="span" fontWeight="normal" color="gray.500">
                      {' '}
                      ({t.you})
                    </Text>
                  )}
                </Text>
              </Table.Cell>
              <Table.Cell>
                <Badge colorPalette={o.totpEnabled ? 'green' : 'orange'} data-testid="operator-totp">
                  {o.totpEnabled ? t.totpOn : t.totpOff}
                </Badge>
              </Table.Cell>
              <Table.Cell>
                <Stack gap="1" align="flex-start">
                  <Badge colorPalette={o.locked ? 'red' : 'green'}>{o.locked ? t.locked : t.active}</Badge>
                  {o.mustChangePassword && <Badge colorPalette="orange">{t.mustChange}</Badge>}
                </Stack>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDateTime(o.createdAt)}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{o.lastSignInAt ? formatDateTime(o.lastSignInAt) : t.unknown}</Table.Cell>
              <Table.Cell textAlign="end">
                {o.totpEnabled && o.id !== selfId && (
                  <Button size="xs" variant="outline" colorPalette="red" onClick={() => onResetTotp(o)}>
                    {t.resetTotp}
                  </Button>
                )}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
