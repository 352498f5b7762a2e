import { useState } from 'react';
import { texts } from '../../../../shared/texts';
import { useGetSystemQuery } from '../../../api/system';
import { HotlineDialog } from '../../../components/HotlineDialog';
import { useOnlineStatus } from '../../../hooks/use-online-status';
import { chatScriptState, loadChatScript, openKnownWidget } from '../lib/chat-widget';

/**
 * CSKH (spec section 2, decisions section 6): the operator's chat provider when it can work, else a
 * dialog with the hotline (tap to call) and the chat link, or, with neither set up, where the
 * operator's word arrives (never an empty number).
 * `script`: the widget loads on the first tap only; `link`: the chat opens in a new tab;
 * `none`, offline, or a widget that fails to load: the dialog.
 */
export function useSupportChat() {
  // Only the chat settings: the bottom bar does not render again each time the settings are fetched.
  const { chat } = useGetSystemQuery(undefined, { selectFromResult: ({ data }) => ({ chat: data?.content.chat }) });
  const online = useOnlineStatus();
  const [dialog, setDialog] = useState<'contact' | 'chatFailed' | null>(null);

  async function openSupport() {
    if (!online || !chat || chat.provider === 'none') return setDialog('contact');
    if (chat.provider === 'link' && chat.link) {
      window.open(chat.link, '_blank', 'noopener,noreferrer');
      return;
    }
    if (chat.provider === 'script' && chat.scriptUrl) {
      if (chatScriptState() === 'loaded') return openKnownWidget() || setDialog('contact');
      if (await loadChatScript(chat.scriptUrl)) openKnownWidget();
      else setDialog('chatFailed');
      return;
    }
    setDialog('contact');
  }

  const element = (
    <HotlineDialog
      open={dialog !== null}
      title={texts.nav.support}
      need="support"
      // The widget failed: say so, then any other way set up. Offline or not loaded yet: the CSKH
      // button itself is the way back to the widget.
      {...(dialog === 'chatFailed' ? { lead: texts.home.support.chatUnavailable, quietWhenNone: true } : { chatButtonHere: true })}
      onClose={() => setDialog(null)}
    />
  );
  return { openSupport: () => void openSupport(), dialog: element };
}
