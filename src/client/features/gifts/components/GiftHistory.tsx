import { Button, Skeleton } from '@chakra-ui/react';
import { useState } from 'react';
import type { GiftResponse } from '../../../../shared/api/growth';
import type { RewardType } from '../../../../shared/growth';
import { texts } from '../../../../shared/texts';
import { SavedDataNotice } from '../../../components/SavedDataNotice';
import { useSaved } from '../../../hooks/use-saved';
import { snapshotKeys } from '../../../stores/offline-slice';
import { useGetGiftsQuery } from '../api/gifts-api';
import { BoxPanel } from './BoxPanel';
import { GiftTable } from './GiftTable';

const PAGE = 20;
/** The API's largest page: 'Xem thêm' grows the list up to it. */
const MAX_ROWS = 100;

/**
 * One tab of the gift history, readable offline from the copy saved when last read. Mounted once
 * per type (keyed by it), so a tab never shows another tab's rows while its own load.
 */
export function GiftHistory({ type }: { type: RewardType }) {
  const [limit, setLimit] = useState(PAGE);
  const query = useGetGiftsQuery({ type, limit });
  const { data, savedAt, fromSaved } = useSaved<GiftResponse>(snapshotKeys.gifts(type), query);
  const more = data && data.results.length < data.totalResults && limit < MAX_ROWS;
  return (
    <>
      {type === 'OPENBOX' && <BoxPanel boxes={data?.boxes} />}
      <SavedDataNotice savedAt={savedAt} fromSaved={fromSaved} />
      {data ? (
        <GiftTable records={data.results} />
      ) : (
        // Holds the table's place while the first answer loads.
        query.isLoading && <Skeleton h="60" borderRadius="xl" data-testid="gift-skeleton" />
      )}
      {more && (
        <Button size="lg" variant="outline" bg="white" loading={query.isFetching} onClick={() => setLimit((l) => Math.min(l + PAGE, MAX_ROWS))}>
          {texts.growth.gifts.more}
        </Button>
      )}
    </>
  );
}
