import { Button, HStack, Text } from '@chakra-ui/react';
import { texts } from '../../../shared/texts';

const t = texts.console;

/** Previous / next over a list paginated on the server. */
export function Pager({ page, totalPages, onPage }: { page: number; totalPages: number; onPage: (page: number) => void }) {
  return (
    <HStack justify="center" gap="3" py="3">
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t.previous}
      </Button>
      <Text fontSize="sm" data-testid="console-page">
        {t.page(page, totalPages)}
      </Text>
      <Button size="sm" variant="outline" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {t.next}
      </Button>
    </HStack>
  );
}
