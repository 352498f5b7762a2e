import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { texts } from '../../../../shared/texts';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectIsLoggedIn } from '../../../stores/auth-slice';
import { useAcknowledgeMutation } from '../api/inbox-api';
import { notificationDismissed, selectCurrentNotification } from '../notifications-slice';
import { MountOnOpen } from '../../../components/MountOnOpen';

const t = texts.accountArea.notification;

/**
 * 'Thông báo' with 'ĐỒNG Ý' (spec section 2): one notification at a time, the next after it.
 * 'ĐỒNG Ý' also marks it read in the inbox, so the player's other tabs see it read on their next fetch.
 */
export function NotificationDialog() {
  const notification = useAppSelector(selectCurrentNotification);
  const signedIn = useAppSelector(selectIsLoggedIn);
  const [acknowledge] = useAcknowledgeMutation();
  const dispatch = useAppDispatch();
  const agree = () => {
    if (notification && signedIn) void acknowledge(notification.id);
    dispatch(notificationDismissed());
  };
  return (
    <MountOnOpen open={Boolean(notification)}>
      <Dialog.Root open={Boolean(notification)} onOpenChange={(e) => !e.open && dispatch(notificationDismissed())} placement="center" role="alertdialog">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner px="4">
            <Dialog.Content borderRadius="2xl" data-testid="notification-dialog">
              <Dialog.Header>
                <Dialog.Title>{t.title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                {notification?.title && notification.title !== t.title && <Text fontWeight="semibold">{notification.title}</Text>}
                <Text whiteSpace="pre-line">{notification?.content}</Text>
              </Dialog.Body>
              <Dialog.Footer>
                <Button colorPalette="brand" w="full" size="lg" onClick={agree}>
                  {t.ok}
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </MountOnOpen>
  );
}
