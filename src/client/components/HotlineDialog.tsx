import { Button, Link, Text } from '@chakra-ui/react';
import { texts } from '../../shared/texts';
import { useGetSystemQuery } from '../api/system';
import { AppDialog } from './AppDialog';

/**
 * The customer-care number the operator set (GET /v1/system, public), as a line to tap and call;
 * nothing until one is set (the texts around it say "contact the hotline").
 */
export function HotlineNumber({ skip = false }: { skip?: boolean }) {
  const { hotline } = useGetSystemQuery(undefined, { skip, selectFromResult: ({ data }) => ({ hotline: data?.content.hotline }) });
  if (!hotline) return null;
  return (
    <Text mt="3" fontWeight="semibold">
      {texts.shell.hotline}:{' '}
      <Link href={`tel:${hotline.replace(/[^\d+]/g, '')}`} color="brand.700">
        {hotline}
      </Link>
    </Text>
  );
}

/**
 * A dialog that sends the player to the customer-care hotline (support, top-up, password change);
 * with `chatLink`, the operator's chat too (opened in a new tab). Set up on first open: the bottom
 * bar and the account screen each hold one, closed, on every start.
 */
export function HotlineDialog({ open, title, body, chatLink, onClose }: { open: boolean; title: string; body: string; chatLink?: string | null; onClose: () => void }) {
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={title}
      footer={
        <Button colorPalette="brand" w="full" size="lg" onClick={onClose}>
          {texts.common.close}
        </Button>
      }
    >
      <Text lineHeight="tall">{body}</Text>
      <HotlineNumber skip={!open} />
      {chatLink && (
        <Text mt="2" fontWeight="semibold">
          <Link href={chatLink} target="_blank" rel="noopener noreferrer" color="brand.700">
            {texts.home.support.chat}
          </Link>
        </Text>
      )}
    </AppDialog>
  );
}
