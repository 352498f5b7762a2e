import { Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { texts } from '../../../../shared/texts';
import { shownResult } from '../../../api/shown-result';
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

interface ListSectionProps {
  readonly shown: ReturnType<typeof shownResult<{ results: readonly unknown[] }>>;
  readonly title: string;
  readonly emptyText: string;
  readonly children: ReactNode;
}

/** A section showing a list query: loading, failed (nothing to show), empty, or the list. */
function ListSection({ shown, title, emptyText, children }: ListSectionProps) {
  return (
    <ContentSection title={title} loading={shown.isLoading} failed={!shown.data && shown.isError} empty={!shown.data?.results.length} emptyText={emptyText}>
      {children}
    </ContentSection>
  );
}

function TopWins() {
  const top = useGetTopWinsQuery(undefined, { selectFromResult: shownResult });
  return (
    <ListSection shown={top} title={t.top} emptyText={t.noTop}>
      <WinList wins={top.data?.results ?? []} testId="top-win" />
    </ListSection>
  );
}

function LatestWins() {
  const latest = useGetLatestWinsQuery(undefined, { selectFromResult: shownResult });
  return (
    <ListSection shown={latest} title={t.latest} emptyText={t.noLatest}>
      <WinList wins={latest.data?.results ?? []} testId="latest-win" />
    </ListSection>
  );
}

function Partners() {
  const partners = useGetPartnersQuery(undefined, { selectFromResult: shownResult });
  return (
    <ListSection shown={partners} title={t.partners} emptyText={t.noPartners}>
      <PartnersStrip partners={partners.data?.results ?? []} />
    </ListSection>
  );
}
