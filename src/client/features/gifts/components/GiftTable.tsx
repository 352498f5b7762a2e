import { Stack, Text } from '@chakra-ui/react';
import type { RewardRecord } from '../../../../shared/api/growth';
import { formatPoints } from '../../../../shared/money';
import { texts } from '../../../../shared/texts';
import { type Column, DataTable } from '../../../components/DataTable';
import { StatusBadge } from '../../../components/StatusBadge';
import { formatDateTime } from '../../../lib/format';

const t = texts.growth.gifts;

const columns: readonly Column<RewardRecord>[] = [
  {
    header: t.time,
    cellProps: { py: '2.5' },
    cell: (record) => (
      <Stack gap="0">
        <Text fontVariantNumeric="tabular-nums">{formatDateTime(record.createdAt)}</Text>
        <Text fontSize="xs" color="gray.600" lineClamp={2}>
          {record.note || record.reward.name}
        </Text>
      </Stack>
    ),
  },
  { header: t.value, numeric: true, cellProps: { fontWeight: 'semibold' }, cell: (record) => formatPoints(record.price) },
  {
    header: t.status,
    align: 'end',
    cell: (record) => <StatusBadge label={record.isActive ? t.active : t.inactive} tone={record.isActive ? 'success' : 'error'} />,
  },
];

/** Reward records: time, value and status (credited in the success colour, voided in the error colour), with the note or the reward's name. */
export function GiftTable({ records }: { records: readonly RewardRecord[] }) {
  return <DataTable variant="card" columns={columns} rows={records} rowKey={(record) => record.id} testId="gift-table" rowTestId="gift-row" empty={t.empty} />;
}
