import { Skeleton } from '@chakra-ui/react';
import type { GiftResponse } from '../../../../shared/api/growth';
import type { RewardType } from '../../../../shared/growth';
import { texts } from '../../../../shared/texts';
import { MoreButton } from '../../../components/MoreButton';
import { SavedDataNotice } from '../../../components/SavedDataNotice';
import { useSavedPages } from '../../../hooks/use-saved';
import { snapshotKeys } from '../../../stores/offline-slice';
import { useGetGiftsInfiniteQuery } from '../api/gifts-api';
import { BoxPanel } from './BoxPanel';
import { GiftTable } from './GiftTable';

/**
 * One tab of the gift history: 'Xem thêm' reads on by cursor to the first record (issue 30); readable
 * offline from the first page saved when last read. Mounted once per type (keyed by it), so a tab
 * never shows another tab's rows while its own load.
 */
export function GiftHistory({ type }: { type: RewardType }) {
  const query = useGetGiftsInfiniteQuery({ type });
  const { pages, savedAt, fromSaved } = useSavedPages<GiftResponse>(snapshotKeys.gifts(type), query);
  return (
    <>
      {type === 'OPENBOX' && <BoxPanel boxes={pages?.[0]?.boxes} />}
      <SavedDataNotice savedAt={savedAt} fromSaved={fromSaved} />
      {pages ? (
        <GiftTable records={pages.flatMap((page) => page.results)} />
      ) : (
        // Holds the table's place while the first answer loads.
        query.isLoading && <Skeleton h="60" borderRadius="xl" data-testid="gift-skeleton" />
      )}
      <MoreButton pages={query} hidden={fromSaved} label={texts.growth.gifts.more} />
    </>
  );
}
