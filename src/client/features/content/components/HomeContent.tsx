import { Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { texts } from '../../../../shared/texts';
import { shownResult } from '../../../api/shown-result';
import { SavedDataNotice } from '../../../components/SavedDataNotice';
import { useOnlineStatus } from '../../../hooks/use-online-status';
import { useSaved } from '../../../hooks/use-saved';
import { snapshotKeys } from '../../../stores/offline-slice';
import { useGetLatestWinsQuery, useGetPartnersQuery, useGetTopWinsQuery } from '../api/content-api';
import { ContentSection } from './ContentSection';
import { PartnersStrip } from './PartnersStrip';
import { WinList } from './WinList';

const t = texts.home.home;

/** Below Home's bet area: today's top winners, the latest wins (live), and the partners. */
export function HomeContent() {
  // Each section follows its own query: one answering renders that section only.
  return (
    <Stack gap="4">
      <TopWins />
      <LatestWins />
      <Partners />
    </Stack>
  );
}

interface ListSectionProps<T extends { results: readonly unknown[] }> {
  readonly shown: ReturnType<typeof shownResult<T>>;
  /** Where its last answer is kept (offline reading): shown, with the saved-data note, when there is no live one. */
  readonly savedKey: string;
  readonly title: string;
  readonly emptyText: string;
  readonly children: (data: T | undefined) => ReactNode;
}

/** A section showing a list query: loading, failed (nothing to show, not even a saved copy), empty, or the list. */
function ListSection<T extends { results: readonly unknown[] }>({ shown, savedKey, title, emptyText, children }: ListSectionProps<T>) {
  const online = useOnlineStatus();
  const { data, savedAt, fromSaved } = useSaved<T>(savedKey, shown);
  return (
    <ContentSection
      title={title}
      loading={shown.isLoading && !data}
      failed={!data && shown.isError}
      empty={!data?.results.length}
      emptyText={emptyText}
      notice={(fromSaved || !online) && data ? <SavedDataNotice savedAt={savedAt} fromSaved={fromSaved} /> : undefined}
    >
      {children(data)}
    </ContentSection>
  );
}

function TopWins() {
  const top = useGetTopWinsQuery(undefined, { selectFromResult: shownResult });
  return (
    <ListSection shown={top} savedKey={snapshotKeys.topWins} title={t.top} emptyText={t.noTop}>
      {(data) => <WinList wins={data?.results ?? []} testId="top-win" />}
    </ListSection>
  );
}

function LatestWins() {
  const latest = useGetLatestWinsQuery(undefined, { selectFromResult: shownResult });
  return (
    <ListSection shown={latest} savedKey={snapshotKeys.latestWins} title={t.latest} emptyText={t.noLatest}>
      {(data) => <WinList wins={data?.results ?? []} testId="latest-win" />}
    </ListSection>
  );
}

function Partners() {
  const partners = useGetPartnersQuery(undefined, { selectFromResult: shownResult });
  return (
    <ListSection shown={partners} savedKey={snapshotKeys.partners} title={t.partners} emptyText={t.noPartners}>
      {(data) => <PartnersStrip partners={data?.results ?? []} />}
    </ListSection>
  );
}
