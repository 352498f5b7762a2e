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
  const top = useGetTopWinsQuery(undefined, { selectFromResult: shownResult });
  const latest = useGetLatestWinsQuery(undefined, { selectFromResult: shownResult });
  const partners = useGetPartnersQuery(undefined, { selectFromResult: shownResult });
  return (
    <Stack gap="4">
      <ContentSection title={t.top} loading={top.isLoading} failed={!top.data && top.isError} empty={!top.data?.results.length} emptyText={t.noTop}>
        <WinList wins={top.data?.results ?? []} testId="top-win" />
      </ContentSection>
      <ContentSection title={t.latest} loading={latest.isLoading} failed={!latest.data && latest.isError} empty={!latest.data?.results.length} emptyText={t.noLatest}>
        <WinList wins={latest.data?.results ?? []} testId="latest-win" />
      </ContentSection>
      <ContentSection title={t.partners} loading={partners.isLoading} failed={!partners.data && partners.isError} empty={!partners.data?.results.length} emptyText={t.noPartners}>
        <PartnersStrip partners={partners.data?.results ?? []} />
      </ContentSection>
    </Stack>
  );
}
