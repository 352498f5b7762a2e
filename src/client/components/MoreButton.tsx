import { Button } from '@chakra-ui/react';
import { texts } from '../../shared/texts';

/** What a history read by cursor tells its 'Xem thêm' (RTK Query's infinite query result). */
export interface MorePages {
  readonly hasNextPage: boolean;
  readonly isFetchingNextPage: boolean;
  readonly fetchNextPage: () => unknown;
}

/**
 * 'Xem thêm' under a history: reads the next page from where the last one ended, as long as there is
 * one (issue 30: all the way back to the first row). Not shown over the saved copy read offline.
 */
export function MoreButton({ pages, hidden = false, label = texts.accountArea.history.more }: { pages: MorePages; hidden?: boolean; label?: string }) {
  if (hidden || !pages.hasNextPage) return null;
  return (
    <Button size="lg" variant="outline" bg="white" loading={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()} data-testid="more-button">
      {label}
    </Button>
  );
}
