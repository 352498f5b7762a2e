import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useSearchParams } from 'react-router-dom';
import { object, string } from 'yup';
import { texts } from '../../../../../shared/texts';
import { TextField } from '../../../../components/form/TextField';
import { useGetAdminPlayersQuery } from '../api/players-api';
import { ExportCsvButton } from '../../../components/ExportCsvButton';
import { Pager } from '../../../components/Pager';
import { pageAtOf, pageAtParams, useCursorPages } from '../../../lib/cursor-pages';
import { PlayersTable } from './PlayersTable';
import { ScreenTitle } from '../../../components/ScreenTitle';

const t = texts.console.players;
const PAGE_SIZE = 20;
const searchSchema = object({ q: string().trim().max(64, t.searchTooLong) });

/**
 * /admin/players: one box finds a player by the public ID the app shows, the start of a username, a
 * phone or a bank account number. The search and page live in the address (`?q=…&page=…&cursor=…`),
 * so the way back from a player's detail returns to the same page; pages are read by cursor (issue 30).
 */
export function PlayersScreen() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const at = pageAtOf(params);
  const { data, currentData, isFetching } = useGetAdminPlayersQuery({ ...at, limit: PAGE_SIZE, ...(q ? { q } : {}) });
  const pageAt = useCursorPages(`players\n${q}`, currentData);

  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <ScreenTitle>{t.title}</ScreenTitle>
        <ExportCsvButton path="/admin/players/export.csv" params={{ q }} filename="players.csv" />
      </HStack>
      <Formik
        initialValues={{ q }}
        enableReinitialize
        validationSchema={searchSchema}
        onSubmit={(values) => {
          const next = values.q.trim();
          setParams(next ? { q: next } : {});
        }}
      >
        <Form noValidate role="search">
          <HStack align="flex-start" gap="2" maxW="2xl">
            <TextField name="q" label={t.search} hideLabel placeholder={t.searchPlaceholder} autoComplete="off" maxLength={80} />
            <Button type="submit" size="lg" colorPalette="brand">
              {t.searchButton}
            </Button>
          </HStack>
        </Form>
      </Formik>
      {data && (
        <Text fontSize="sm" color="gray.600" data-testid="players-found">
          {data.totalResults === 0 ? t.notFound : t.found(`${data.totalResults.toLocaleString('en-US')}${data.moreResults ? '+' : ''}`)}
        </Text>
      )}
      {!data && isFetching && <Text color="gray.500">{texts.console.loading}</Text>}
      {data && data.results.length > 0 && <PlayersTable players={data.results} busy={isFetching} />}
      {data && data.totalPages > 1 && <Pager page={at.page} totalPages={data.totalPages} onPage={(p) => setParams({ ...(q ? { q } : {}), ...pageAtParams(pageAt(p)) })} />}
    </Stack>
  );
}
