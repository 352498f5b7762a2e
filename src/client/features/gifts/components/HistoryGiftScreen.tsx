import { Stack, Tabs } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import type { RewardType } from '../../../../shared/growth';
import { texts } from '../../../../shared/texts';
import { ScreenBody } from '../../../components/ScreenBody';
import { ScreenHeader } from '../../../components/ScreenHeader';
import { paths } from '../../../config/paths';
import { GiftHistory } from './GiftHistory';

/** The tabs of spec section 2, as they read in the address (`?tab=levels`), and the record type of each. */
const TABS: ReadonlyArray<{ readonly tab: string; readonly type: RewardType }> = [
  { tab: 'box', type: 'OPENBOX' },
  { tab: 'levels', type: 'LV7' },
  { tab: 'staking', type: 'STALK' },
];

/** /history-gift: boxes opened (with buying and opening), referral commissions and staking rewards. */
export function HistoryGiftScreen() {
  const [params, setParams] = useSearchParams();
  const current = TABS.find((t) => t.tab === params.get('tab')) ?? TABS[0]!;
  return (
    <>
      <ScreenHeader title={texts.growth.centre.historyGift} backTo={paths.account} />
      <ScreenBody>
        <Tabs.Root value={current.tab} onValueChange={(e) => setParams({ tab: e.value }, { replace: true })} variant="enclosed" fitted>
          <Tabs.List bg="white" aria-label={texts.growth.gifts.tabs}>
            {TABS.map(({ tab, type }) => (
              <Tabs.Trigger key={tab} value={tab} minH="11">
                {texts.growth.giftTabs[type]}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {/* The selected tab's panel (the other triggers' panels are not drawn, as they are not selected). */}
          <Tabs.Content value={current.tab} asChild pt="3">
            <Stack gap="3">
              <GiftHistory key={current.type} type={current.type} />
            </Stack>
          </Tabs.Content>
        </Tabs.Root>
      </ScreenBody>
    </>
  );
}
