import { Stack } from '@chakra-ui/react';
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

function TopWins() {
  const top = useGetTopWinsQuery(undefined, { selectFromResult: shownResult });
  return (
    <ContentSection title={t.top} loading={top.isLoading} failed={!top.data && top.isError} empty={!top.data?.results.length} emptyText={t.noTop}>
      <WinList wins={top.data?.results ?? []} testId="top-win" />
    </ContentSection>
  );
}

function LatestWins() {
  const latest = useGetLatestWinsQuery(undefined, { selectFromResult: shownResult });
  return (
    <ContentSection title={t.latest} loading={latest.isLoading} failed={!latest.data && latest.isError} empty={!latest.data?.results.length} emptyText={t.noLatest}>
      <WinList wins={latest.data?.results ?? []} testId="latest-win" />
    </ContentSection>
  );
}

function Partners() {
  const partners = useGetPartnersQuery(undefined, { selectFromResult: shownResult });
  return (
    <ContentSection title={t.partners} loading={partners.isLoading} failed={!partners.data && partners.isError} empty={!partners.data?.results.length} emptyText={t.noPartners}>
      <PartnersStrip partners={partners.data?.results ?? []} />
    </ContentSection>
  );
}
