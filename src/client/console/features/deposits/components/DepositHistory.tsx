import { Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link, useSearchParams } from 'react-router-dom';
import type { AdminDepositEntry } from '../../../../../shared/api/deposits';
import { formatPoints } from '../../../../../shared/money';
import { texts } from '../../../../../shared/texts';
import { type Column, DataTable } from '../../../../components/DataTable';
import { paths } from '../../../../config/paths';
import { formatDateTimeSeconds } from '../../../../lib/format';
import { useGetAdminDepositsQuery } from '../../../api/deposits-api';
import { ExportCsvButton } from '../../../components/ExportCsvButton';
import { Pager } from '../../../components/Pager';
import { pageAtOf, pageAtParams, useCursorPages } from '../../../lib/cursor-pages';
import { filtersFromParams, filtersToParams, filtersToQuery } from '../lib/deposit-filters';
import { DepositFilters } from './DepositFilters';

const t = texts.console.deposits.history;
const PAGE_SIZE = 20;
const HEADING_ID = 'deposit-history-title';

const columns: readonly Column<AdminDepositEntry>[] = [
  { header: t.time, cellProps: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }, cell: (d) => formatDateTimeSeconds(d.createdAt) },
  {
    header: t.player,
    cell: (d) => (
      <ChakraLink asChild color="brand.700" textDecoration="underline">
        <Link to={paths.admin.player(d.player.id)}>
          {d.player.username} · ID {d.player.incId}
        </Link>
      </ChakraLink>
    ),
  },
  { header: t.amount, numeric: true, cell: (d) => formatPoints(d.amount) },
  {
    header: t.status,
    cell: (d) => (
      <Text as="span" color={d.status === 'SUCCESS' ? 'green.700' : 'red.700'} fontWeight="medium">
        {t.statusLabels[d.status]}
      </Text>
    ),
  },
  {
    header: t.operator,
    cell: (d) =>
      d.operator?.username ?? (
        <Text as="span" color="gray.600">
          {t.commandLine}
        </Text>
      ),
  },
  { header: t.note, cellProps: { maxW: '16rem', overflowWrap: 'anywhere' }, cell: (d) => d.note ?? '—' },
  {
    header: t.ledger,
    cellProps: { whiteSpace: 'nowrap' },
    cell: (d) =>
      d.ledger ? (
        <>
          <Text as="span" fontFamily="mono">
            {t.ledgerRow(d.ledger.id)}
          </Text>
          <Text fontSize="xs" color="gray.600">
            {texts.console.deposits.balanceAfter(formatPoints(d.ledger.balanceAfter))}
          </Text>
        </>
      ) : (
        <Text as="span" color="gray.600">
          {t.noLedger}
        </Text>
      ),
  },
];

/**
 * The history of every deposit across players (issue 50), newest first, filtered on the server by
 * player, operator, status, days and points. Filters and page live in the address; pages are read by
 * cursor; the CSV holds the filtered set. A deposit the form records is listed at once (the form's
 * answer reads the history again).
 */
export function DepositHistory() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const filterParams = filtersToParams(filters);
  const at = pageAtOf(params);
  const { data, currentData, isFetching } = useGetAdminDepositsQuery({ ...filtersToQuery(filters), ...at, limit: PAGE_SIZE });
  const pageAt = useCursorPages(new URLSearchParams(filterParams).toString(), currentData);

  return (
    <Stack gap="4" as="section" aria-labelledby={HEADING_ID}>
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h2" size="md" id={HEADING_ID}>
          {t.title}
        </Heading>
        <HStack gap="3">
          {data && (
            <Text fontSize="sm" color="gray.600" data-testid="deposit-history-total">
              {t.total(formatPoints(data.totalResults))}
            </Text>
          )}
          <ExportCsvButton path="/admin/deposits/export.csv" params={filterParams} filename="deposits.csv" />
        </HStack>
      </HStack>
      {/* New filters start again at page 1. */}
      <DepositFilters values={filters} onApply={(values) => setParams(filtersToParams(values))} />
      {!data && isFetching && <Text color="gray.600">{texts.console.loading}</Text>}
      {data && data.results.length === 0 && <Text color="gray.600">{texts.console.empty}</Text>}
      {data && data.results.length > 0 && (
        <DataTable
          columns={columns}
          rows={data.results}
          rowKey={(d) => d.id}
          testId="deposit-history"
          rowProps={(d) => ({ 'data-testid': 'deposit-row', 'data-id': d.id })}
          busy={isFetching}
        />
      )}
      {data && data.totalPages > 1 && <Pager page={at.page} totalPages={data.totalPages} onPage={(p) => setParams({ ...filterParams, ...pageAtParams(pageAt(p)) })} />}
    </Stack>
  );
}
