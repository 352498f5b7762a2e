import { Stack, Tabs, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import type { Popup, SupportChat } from '../../../../../shared/api/content';
import { texts } from '../../../../../shared/texts';
import { useGetAdminSettingsQuery } from '../../../api/settings-api';
import { BannersPanel } from './BannersPanel';
import { PartnersPanel } from './PartnersPanel';
import { PopupForm } from './PopupForm';
import { ChatForm, HotlineForm } from './SupportForms';
import { TermsForm } from './TermsForm';
import { ScreenTitle } from '../../../components/ScreenTitle';

const t = texts.console.content;
/** The tabs, as they read in the address (`?tab=partners`). */
const TABS = ['banners', 'partners', 'popup', 'terms', 'support'] as const;
type Tab = (typeof TABS)[number];

/** The content settings, read from the settings list (the same call and cache as /admin/settings). */
function SettingsTab({ tab }: { tab: Exclude<Tab, 'banners' | 'partners'> }) {
  const { data, isLoading } = useGetAdminSettingsQuery();
  if (!data) return isLoading ? <Text color="gray.500">{texts.console.loading}</Text> : null;
  const entry = (key: string) => data.results.find((s) => s.key === key);
  if (tab === 'popup') return <PopupForm popup={(entry('popup')?.value ?? null) as Popup | null} />;
  if (tab === 'terms') return <TermsForm terms={String(entry('terms')?.value ?? '')} defaultTerms={String(entry('terms')?.default ?? '')} />;
  return (
    <Stack gap="4">
      <HotlineForm hotline={(entry('hotline')?.value ?? null) as string | null} />
      <ChatForm chat={(entry('chat')?.value ?? { provider: 'none', scriptUrl: null, link: null }) as SupportChat} />
    </Stack>
  );
}

/** /admin/content: what Home shows (banners, partners, the popup) and the terms and support settings. */
export function ContentScreen() {
  const [params, setParams] = useSearchParams();
  const current: Tab = TABS.find((tab) => tab === params.get('tab')) ?? 'banners';
  return (
    <Stack gap="4" maxW="4xl">
      <ScreenTitle>{t.title}</ScreenTitle>
      <Tabs.Root value={current} onValueChange={(e) => setParams({ tab: e.value }, { replace: true })} variant="enclosed" lazyMount unmountOnExit>
        <Tabs.List bg="white" flexWrap="wrap" aria-label={t.title}>
          {TABS.map((tab) => (
            <Tabs.Trigger key={tab} value={tab}>
              {t.tabs[tab]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="banners">
          <BannersPanel />
        </Tabs.Content>
        <Tabs.Content value="partners">
          <PartnersPanel />
        </Tabs.Content>
        {(['popup', 'terms', 'support'] as const).map((tab) => (
          <Tabs.Content key={tab} value={tab}>
            <SettingsTab tab={tab} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Stack>
  );
}
