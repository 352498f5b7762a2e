import { Button, Dialog, Link, Portal, Text } from '@chakra-ui/react';
import { texts } from '../../../../shared/texts';
import { useGetSystemQuery } from '../../../api/system';

/** A dialog that sends the player to the customer-care hotline (top-up, password reset). */
export function HotlineDialog({ open, title, body, onClose }: { open: boolean; title: string; body: string; onClose: () => void }) {
  // The number the operator set (GET /v1/system); the dialog says only "contact the hotline" until one is set.
  const hotline = useGetSystemQuery(undefined, { skip: !open }).data?.content.hotline;
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content borderRadius="2xl">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text lineHeight="tall">{body}</Text>
              {hotline && (
                <Text mt="3" fontWeight="semibold">
                  {texts.shell.hotline}:{' '}
                  <Link href={`tel:${hotline.replace(/[^\d+]/g, '')}`} color="brand.700">
                    {hotline}
                  </Link>
                </Text>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="brand" w="full" size="lg" onClick={onClose}>
                {texts.common.close}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
