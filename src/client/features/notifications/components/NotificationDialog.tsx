import { Button, Text } from '@chakra-ui/react';
import { texts } from '../../../../shared/texts';
import { useAppDispatch, useAppSelector } from '../../../stores/hooks';
import { selectIsLoggedIn } from '../../../stores/auth-slice';
import { useAcknowledgeMutation } from '../api/inbox-api';
import { notificationDismissed, notificationsRead, selectCurrentNotification } from '../../../stores/notifications-slice';
import { AppDialog } from '../../../components/AppDialog';

const t = texts.accountArea.notification;

/**
 * 'Thông báo' with 'ĐỒNG Ý' (spec section 2): one notification at a time, the next after it.
 * 'ĐỒNG Ý' also marks it read in the inbox, and closes it in the player's other tabs, whose badge
 * is read again once the server has the read.
 */
export function NotificationDialog() {
  const notification = useAppSelector(selectCurrentNotification);
  const signedIn = useAppSelector(selectIsLoggedIn);
  const [acknowledge] = useAcknowledgeMutation();
  const dispatch = useAppDispatch();
  const agree = () => {
    // Read in the inbox too (a bet's result is there under the same id), and on the player's other devices.
    if (notification && signedIn) void acknowledge(notification.id);
    // Read: closed here and in the player's other tabs (notification-sync).
    if (notification) dispatch(notificationsRead({ ids: [notification.id] }));
    else dispatch(notificationDismissed());
  };
  return (
    <AppDialog
      open={Boolean(notification)}
      onClose={() => dispatch(notificationDismissed())}
      title={t.title}
      role="alertdialog"
      testId="notification-dialog"
      footer={
        <Button colorPalette="brand" w="full" size="lg" onClick={agree}>
          {t.ok}
        </Button>
      }
    >
      {notification?.title && notification.title !== t.title && <Text fontWeight="semibold">{notification.title}</Text>}
      <Text whiteSpace="pre-line">{notification?.content}</Text>
    </AppDialog>
  );
}
