import { Box, Stack, Table, Text } from '@chakra-ui/react';
import type { RewardRecord } from '../../../../shared/api/growth';
import { formatPoints } from '../../../../shared/money';
import { texts } from '../../../../shared/texts';
import { StatusBadge } from '../../../components/StatusBadge';
import { formatDateTime } from '../../../lib/format';

const t = texts.growth.gifts;

/** Reward records: time, value and status (credited in the success colour, voided in the error colour), with the note or the reward's name. */
export function GiftTable({ records }: { records: readonly RewardRecord[] }) {
  return (
    <Box bg="white" borderRadius="xl" boxShadow="xs" overflow="hidden">
      <Table.Root size="sm" data-testid="gift-table">
        <Table.Header>
          <Table.Row bg="gray.50">
            <Table.ColumnHeader>{t.time}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t.value}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t.status}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {records.map((record) => (
            <Table.Row key={record.id} data-testid="gift-row">
              <Table.Cell py="2.5">
                <Stack gap="0">
                  <Text fontVariantNumeric="tabular-nums">{formatDateTime(record.createdAt)}</Text>
                  <Text fontSize="xs" color="gray.600" lineClamp={2}>
                    {record.note || record.reward.name}
                  </Text>
                </Stack>
              </Table.Cell>
              <Table.Cell textAlign="end" fontWeight="semibold" fontVariantNumeric="tabular-nums">
                {formatPoints(record.price)}
              </Table.Cell>
              <Table.Cell textAlign="end">
                <StatusBadge label={record.isActive ? t.active : t.inactive} tone={record.isActive ? 'success' : 'error'} />
              </Table.Cell>
            </Table.Row>
          ))}
          {records.length === 0 && (
            <Table.Row>
              <Table.Cell colSpan={3} textAlign="center" color="gray.500" py="8">
                {t.empty}
              </Table.Cell>
            </Table.Row>
          )}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
