import { Skeleton, Table } from '@chakra-ui/react';
import { texts } from '../../../../shared/texts';
import { formatDateTime } from '../../../lib/format';
import { type ReferralsArgs, useGetReferralsQuery } from '../api/referrals-api';

const t = texts.growth.referList;
/** Row height: skeletons reserve it, so rows arriving do not move the page. */
const ROW_HEIGHT = '44px';

/**
 * One page of a level's list, as table rows: 'Xem thêm' adds a page below the ones already shown,
 * each its own cached request.
 */
export function ReferralPage({ args }: { args: ReferralsArgs }) {
  const { data, isLoading } = useGetReferralsQuery(args);
  if (isLoading) {
    return Array.from({ length: args.page === 1 ? 5 : 3 }, (_, i) => (
      <Table.Row key={i} h={ROW_HEIGHT}>
        <Table.Cell colSpan={2}>
          <Skeleton h="4" />
        </Table.Cell>
      </Table.Row>
    ));
  }
  if (args.page === 1 && data?.items.length === 0) {
    return (
      <Table.Row>
        <Table.Cell colSpan={2} textAlign="center" color="gray.500" py="8">
          {t.empty}
        </Table.Cell>
      </Table.Row>
    );
  }
  return data?.items.map((item) => (
    <Table.Row key={item.id} h={ROW_HEIGHT} data-testid="referral-row">
      <Table.Cell fontVariantNumeric="tabular-nums">{formatDateTime(item.createdAt)}</Table.Cell>
      <Table.Cell textAlign="end" fontWeight="medium">
        {item.username}
      </Table.Cell>
    </Table.Row>
  ));
}
