import { Badge, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import type { AdminPlayerSummary } from '../../../../../shared/api/admin-players';
import { formatPoints } from '../../../../../shared/money';
import { texts } from '../../../../../shared/texts';
import { type Column, DataTable } from '../../../../components/DataTable';
import { paths } from '../../../../config/paths';
import { formatDate } from '../../../../lib/format';

const t = texts.console.players;
const c = t.column;

const columns: readonly Column<AdminPlayerSummary>[] = [
  { header: c.id, cellProps: { fontVariantNumeric: 'tabular-nums' }, cell: (p) => p.incId },
  {
    header: c.username,
    cell: (p) => (
      <>
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
      </>
    ),
  },
  { header: c.phone, cell: (p) => p.phoneNumber ?? t.profile.none },
  { header: c.bankAccount, cell: (p) => p.bankAccountNumber ?? t.profile.none },
  { header: c.balance, numeric: true, cell: (p) => formatPoints(p.balance) },
  { header: c.state, cell: (p) => <Badge colorPalette={p.locked ? 'red' : 'green'}>{p.locked ? t.locked : t.active}</Badge> },
  { header: c.verification, cell: (p) => t.verification[p.verificationStatus ?? 'NONE'] },
  { header: c.createdAt, cellProps: { whiteSpace: 'nowrap' }, cell: (p) => formatDate(p.createdAt) },
];

/** A page of players; the username opens the player's detail. Scrolls sideways on a phone. */
export function PlayersTable({ players, busy }: { players: readonly AdminPlayerSummary[]; busy: boolean }) {
  return <DataTable columns={columns} rows={players} rowKey={(p) => p.id} testId="players-table" rowTestId="player-row" busy={busy} />;
}
