import { Badge, Box, Table, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import type { AdminPlayerSummary } from '../../../../../shared/api/admin-players';
import { formatPoints } from '../../../../../shared/money';
import { texts } from '../../../../../shared/texts';
import { paths } from '../../../../config/paths';
import { formatDate } from '../../../../lib/format';

const t = texts.console.players;
const c = t.column;

/** A page of players; the username opens the player's detail. Scrolls sideways on a phone. */
export function PlayersTable({ players, busy }: { players: readonly AdminPlayerSummary[]; busy: boolean }) {
  return (
    <Box bg="white" borderRadius="lg" borderWidth="1px" overflowX="auto" aria-busy={busy || undefined}>
      <Table.Root size="sm" data-testid="players-table">
        <Table.Header>
          <Table.Row bg="gray.50">
            <Table.ColumnHeader>{c.id}</Table.ColumnHeader>
            <Table.ColumnHeader>{c.username}</Table.ColumnHeader>
            <Table.ColumnHeader>{c.phone}</Table.ColumnHeader>
            <Table.ColumnHeader>{c.bankAccount}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{c.balance}</Table.ColumnHeader>
            <Table.ColumnHeader>{c.state}</Table.ColumnHeader>
            <Table.ColumnHeader>{c.verification}</Table.ColumnHeader>
            <Table.ColumnHeader>{c.createdAt}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {players.map((p) => (
            <Table.Row key={p.id} data-testid="player-row">
              <Table.Cell fontVariantNumeric="tabular-nums">{p.incId}</Table.Cell>
              <Table.Cell>
                <Link to={paths.admin.player(p.id)}>
                  <Text as="span" color="brand.700" fontWeight="semibold" textDecoration="underline">
                    {p.username}
                  </Text>
                </Link>
                {p.nickname && (
                  <Text fontSize="xs" color="gray.500">
                    {p.nickname}
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell>{p.phoneNumber ?? t.profile.none}</Table.Cell>
              <Table.Cell>{p.bankAccountNumber ?? t.profile.none}</Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                {formatPoints(p.balance)}
              </Table.Cell>
              <Table.Cell>
                <Badge colorPalette={p.locked ? 'red' : 'green'}>{p.locked ? t.locked : t.active}</Badge>
              </Table.Cell>
              <Table.Cell>{t.verification[p.verificationStatus ?? 'NONE']}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDate(p.createdAt)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
