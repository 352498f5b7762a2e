import { HStack, Stack, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { texts } from '../../../../../shared/texts';
import { useGetAuditLogQuery } from '../api/audit-api';
import { filtersFromParams, filtersToParams, filtersToQuery } from '../lib/audit-filters';
import { ExportCsvButton } from '../../../components/ExportCsvButton';
import { Pager } from '../../../components/Pager';
import { pageAtOf, pageAtParams, useCursorPages } from '../../../lib/cursor-pages';
import { AuditFilters } from './AuditFilters';
import { AuditTable } from './AuditTable';
import { ScreenTitle } from '../../../components/ScreenTitle';

const t = texts.console.audit;
const PAGE_SIZE = 20;

/**
 * /admin/audit: every audited action, newest first, filtered on the server by operator, action,
 * target and days. Filters and page live in the address, so a filtered log can be linked to; pages are
 * read by cursor (issue 30).
 */
export function AuditScreen() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const query = filtersToQuery(filters);
  const filterParams = filtersToParams(filters);
  const at = pageAtOf(params);
  const { data, currentData, isFetching } = useGetAuditLogQuery({ ...query, ...at, limit: PAGE_SIZE });
  const pageAt = useCursorPages(new URLSearchParams(filterParams).toString(), currentData);

  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <ScreenTitle>{t.title}</ScreenTitle>
        <ExportCsvButton path="/admin/audit/export.csv" params={filterParams} filename="audit-log.csv" />
      </HStack>
      {/* New filters start again at page 1. */}
      <AuditFilters values={filters} onApply={(values) => setParams(filtersToParams(values))} />
      {!data && isFetching && <Text color="gray.500">{texts.console.loading}</Text>}
      {data && data.results.length === 0 && <Text color="gray.500">{texts.console.empty}</Text>}
      {data && data.results.length > 0 && <AuditTable entries={data.results} busy={isFetching} />}
      {data && data.totalPages > 1 && <Pager page={at.page} totalPages={data.totalPages} onPage={(p) => setParams({ ...filterParams, ...pageAtParams(pageAt(p)) })} />}
    </Stack>
  );
}
