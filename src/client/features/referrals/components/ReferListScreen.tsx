import { Box, Button, Stack, Table, Tabs } from '@chakra-ui/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { REFERRAL_LEVELS, type ReferralLevel } from '../../../../shared/growth';
import { texts } from '../../../../shared/texts';
import { useGetSystemQuery } from '../../../api/system';
import { useAppDispatch, useAppSelector } from '../../../stores/hooks';
import { LockIcon } from '../../../components/icons';
import { ScreenBody } from '../../../components/ScreenBody';
import { ScreenHeader } from '../../../components/ScreenHeader';
import { paths } from '../../../config/paths';
import { newIdempotencyKey } from '../../../lib/idempotency';
import { selectProfile } from '../../../stores/auth-slice';
import { toastShown } from '../../../stores/toasts-slice';
import { useGetReferralsQuery, useUnlockVipMutation } from '../api/referrals-api';
import { ReferralPage } from './ReferralPage';
import { UpgradeDialog } from './UpgradeDialog';

const t = texts.growth.referList;
const u = texts.growth.upgrade;
const PAGE_SIZE = 20;

const isLevel = (value: string | null): value is ReferralLevel => REFERRAL_LEVELS.includes(value as ReferralLevel);

/**
 * /refer-list: the downline per level F1..F7, the level in the address (`?level=F2`). Levels above
 * F1 need VIP: choosing one without it opens the unlock prompt, and the tab once unlocked.
 */
export function ReferListScreen() {
  const profile = useAppSelector(selectProfile);
  const vipPrice = useGetSystemQuery().data?.growth.vipPrice;
  const [params, setParams] = useSearchParams();
  const [unlockVip, unlocking] = useUnlockVipMutation();
  const dispatch = useAppDispatch();
  const locked = (level: ReferralLevel) => level !== 'F1' && !profile?.isUnlockMulti;
  const asked = params.get('level');
  const requested = isLevel(asked) ? asked : 'F1';
  const level = locked(requested) ? 'F1' : requested;
  // A locked level opened from a link asks at once; the key is made when the prompt opens.
  const [prompt, setPrompt] = useState<{ level: ReferralLevel; key: string } | undefined>(() =>
    locked(requested) ? { level: requested, key: newIdempotencyKey() } : undefined,
  );
  const [shown, setShown] = useState({ level, pages: 1 });
  const pages = shown.level === level ? shown.pages : 1;
  const args = (page: number) => ({ playerId: profile?.id ?? 0, childLevel: level, page, limit: PAGE_SIZE });
  const last = useGetReferralsQuery(args(pages), { skip: !profile });
  if (!profile) return null;
  const more = last.data !== undefined && pages < last.data.totalPages;

  const open = (next: ReferralLevel) => setParams({ level: next }, { replace: true });
  const choose = (next: ReferralLevel) => (locked(next) ? setPrompt({ level: next, key: newIdempotencyKey() }) : open(next));
  const close = () => {
    setPrompt(undefined);
    if (requested !== level) open(level);
  };
  async function unlock() {
    if (!prompt || !profile) return;
    const result = await unlockVip({ playerId: profile.id, idempotencyKey: prompt.key });
    if (!result.data) return;
    setPrompt(undefined);
    dispatch(toastShown(texts.growth.vipUnlocked));
    open(prompt.level);
  }

  return (
    <>
      <ScreenHeader title={t.title} backTo={paths.reference} />
      <ScreenBody>
        {/* Manual activation: moving along the tabs with the arrow keys must not open the prompt. */}
        <Tabs.Root value={level} onValueChange={(e) => choose(e.value as ReferralLevel)} activationMode="manual" variant="enclosed" fitted>
          <Tabs.List bg="white" aria-label={t.levels}>
            {REFERRAL_LEVELS.map((l) => (
              <Tabs.Trigger key={l} value={l} minH="11" px="1" gap="0.5">
                {l}
                {locked(l) && <LockIcon boxSize="3" color="gray.500" />}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {/* The shown level's panel (the other triggers' panels are not drawn, as they are not selected). */}
          <Tabs.Content value={level} asChild pt="3">
            <Stack gap="3">
              <Box bg="white" borderRadius="xl" boxShadow="xs" overflow="hidden">
                <Table.Root size="sm" data-testid="referral-table">
                  <Table.Header>
                    <Table.Row bg="gray.50">
                      <Table.ColumnHeader>{t.time}</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">{t.username}</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {Array.from({ length: pages }, (_, i) => (
                      <ReferralPage key={`${level}-${i}`} args={args(i + 1)} />
                    ))}
                  </Table.Body>
                </Table.Root>
              </Box>
              {more && (
                <Button size="lg" variant="outline" bg="white" loading={last.isFetching} onClick={() => setShown({ level, pages: pages + 1 })}>
                  {t.more}
                </Button>
              )}
            </Stack>
          </Tabs.Content>
        </Tabs.Root>
      </ScreenBody>
      <UpgradeDialog
        open={prompt !== undefined}
        title={u.vipTitle}
        body={u.vipBody}
        price={vipPrice}
        balance={profile.balance}
        confirmLabel={u.vipUnlock}
        sending={unlocking.isLoading}
        onConfirm={() => void unlock()}
        onClose={close}
      />
    </>
  );
}
