import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { texts } from '../../../../shared/texts';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { notificationDismissed, selectCurrentNotification } from '../notifications-slice';

const t = texts.accountArea.notification;

/** 'Thông báo' with 'ĐỒNG Ý' (spec section 2): one notification at a time, the next after it. */
export function NotificationDialog() {
  const notification = useAppSelector(selectCurrentNotification);
  const dispatch = useAppDispatch();
  return (
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
              <Button colorPalette="brand" w="full" size="lg" onClick={() => dispatch(notificationDismissed())}>
                {t.ok}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
