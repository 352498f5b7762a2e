import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { SystemContent } from '../../shared/api/content';
import { texts } from '../../shared/texts';
import { useGetSystemQuery } from '../api/system';
import { paths } from '../config/paths';
import { AppDialog } from './AppDialog';

const t = texts.shell.contact;

/** What the player needs support for: it ends the sentence that sends them there. */
export type SupportNeed = keyof typeof t.needs;

/** How a screen can send the player to support, with the content settings in force. */
export interface SupportRoute {
  /** hotline: a number to call; chatLink: the operator's chat link; chatButton: the bottom bar's CSKH (the chat widget); none: nothing set up. */
  readonly channel: 'hotline' | 'chatLink' | 'chatButton' | 'none';
  /** The number to show and call (the hotline, or a chat link that is a `tel:` link). */
  readonly number?: string;
  /** An https chat link, shown beside the number or alone. */
  readonly chatLink?: string;
}

/**
 * The hotline when one is set (or a chat link that is a phone number); else the chat link; else,
 * where the bottom bar's CSKH button is at hand (`chatButtonHere`), the chat widget it opens; else
 * none. A fresh install has neither hotline nor chat: it is 'none', never an empty number.
 */
export function supportRoute(content: Pick<SystemContent, 'hotline' | 'chat'>, chatButtonHere: boolean): SupportRoute {
  const hotline = content.hotline?.trim();
  const link = content.chat.link?.trim() || undefined;
  const chatLink = link && !link.startsWith('tel:') ? link : undefined;
  const number = hotline || (link?.startsWith('tel:') ? link.slice('tel:'.length) : undefined);
  if (number) return chatLink ? { channel: 'hotline', number, chatLink } : { channel: 'hotline', number };
  if (chatLink) return { channel: 'chatLink', chatLink };
  if (chatButtonHere && content.chat.provider === 'script' && content.chat.scriptUrl) return { channel: 'chatButton' };
  return { channel: 'none' };
}

export interface SupportContactProps {
  readonly need: SupportNeed;
  /** The screen has the bottom bar, whose CSKH button opens the operator's chat widget. */
  readonly chatButtonHere?: boolean;
  /** Signed in: the inbox is there to point to. */
  readonly signedIn?: boolean;
  /** Say nothing when no other way is set up (the caller already said why the chat did not open). */
  readonly quietWhenNone?: boolean;
  readonly skip?: boolean;
}

/**
 * How to reach support for `need`, from GET /v1/system (public): the sentence that fits what the
 * operator set up, with the number to tap and call and the chat link when there are.
 */
export function SupportContact({ need, chatButtonHere = false, signedIn = true, quietWhenNone = false, skip = false }: SupportContactProps) {
  const { content, failed } = useGetSystemQuery(undefined, { skip, selectFromResult: ({ data, isError }) => ({ content: data?.content, failed: isError }) });
  if (!content) return <Text lineHeight="tall">{failed ? texts.home.home.loadFailed : texts.shell.loading}</Text>;
  const route = supportRoute(content, chatButtonHere);
  const needText = t.needs[need];
  if (route.channel === 'none') {
    if (quietWhenNone) return null;
    return (
      <Stack gap="2" lineHeight="tall" data-testid="support-not-set-up">
        <Text>{t.notSetUp}</Text>
        <Text>{signedIn ? t.inbox : t.later}</Text>
        {signedIn && (
          <Link asChild color="brand.700" fontWeight="semibold">
            <RouterLink to={paths.notifications}>{t.openInbox}</RouterLink>
          </Link>
        )}
      </Stack>
    );
  }
  const sentence = route.channel === 'hotline' ? t.byHotline(needText) : route.channel === 'chatLink' ? t.byChatLink(needText) : t.byChatButton(needText);
  return (
    <Stack gap="2" lineHeight="tall">
      <Text>{sentence}</Text>
      {route.number && (
        <Text fontWeight="semibold">
          {texts.shell.hotline}:{' '}
          <Link href={`tel:${route.number.replace(/[^\d+]/g, '')}`} color="brand.700">
            {route.number}
          </Link>
        </Text>
      )}
      {route.chatLink && (
        <Text fontWeight="semibold">
          <Link href={route.chatLink} target="_blank" rel="noopener noreferrer" color="brand.700">
            {texts.home.support.chat}
          </Link>
        </Text>
      )}
    </Stack>
  );
}

export interface HotlineDialogProps extends Omit<SupportContactProps, 'skip'> {
  readonly open: boolean;
  readonly title: string;
  /** Said first (why the chat did not open). */
  readonly lead?: string;
  readonly onClose: () => void;
}

/**
 * A dialog that sends the player to support (CSKH, top-up, password change) the way the operator
 * set up. Set up on first open: the bottom bar and the account screen each hold one, closed, on every start.
 */
export function HotlineDialog({ open, title, lead, onClose, ...contact }: HotlineDialogProps) {
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
      <Stack gap="2">
        {lead && <Text lineHeight="tall">{lead}</Text>}
        <SupportContact {...contact} skip={!open} />
      </Stack>
    </AppDialog>
  );
}
