import { Button, Stack, Tabs, Text } from '@chakra-ui/react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { texts } from '../../../../../shared/texts';
import { errorMessage } from '../../../../api/base';
import { paths } from '../../../../config/paths';
import { useGetAdminPlayerQuery } from '../api/players-api';
import { PlayerBetsTab } from './PlayerBetsTab';
import { PlayerHeader } from './PlayerHeader';
import { PlayerLedgerTab } from './PlayerLedgerTab';
import { PlayerProfile } from './PlayerProfile';
import { PlayerStakesTab } from './PlayerStakesTab';
import { ScreenTitle } from '../../../components/ScreenTitle';

const t = texts.console.players;
/** The sections, as they read in the address (`?tab=ledger`). */
const TABS = ['profile', 'ledger', 'bets', 'stakes'] as const;
type Tab = (typeof TABS)[number];

/**
 * /admin/players/:id (the internal id, as the API and the audit log name players; the screen shows
 * the public ID): the profile, the money and the play of one player, and the operator's actions.
 */
export function PlayerDetailScreen() {
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const { data, error, isLoading } = useGetAdminPlayerQuery(id, { skip: !valid });
  const [params, setParams] = useSearchParams();
  const current: Tab = TABS.find((tab) => tab === params.get('tab')) ?? 'profile';

  const back = (
    <Button asChild size="sm" variant="ghost" alignSelf="flex-start" px="1">
      <Link to={paths.admin.players}>← {t.back}</Link>
    </Button>
  );
  if (!data) {
    return (
      <Stack gap="4">
        {back}
        {isLoading ? (
          <Text color="gray.500">{texts.console.loading}</Text>
        ) : (
          <ScreenTitle size="md">
            {valid && error ? errorMessage(error as FetchBaseQueryError) : texts.admin.players.notFound}
          </ScreenTitle>
        )}
      </Stack>
    );
  }

  // Keyed by player: going to another one (the upline link) starts every tab and dialog afresh.
  return (
    <Stack gap="4" key={id}>
      {back}
      <PlayerHeader detail={data} />
      <Tabs.Root value={current} onValueChange={(e) => setParams({ tab: e.value }, { replace: true })} variant="enclosed" lazyMount unmountOnExit>
        <Tabs.List bg="white" flexWrap="wrap" aria-label={data.player.username}>
          {TABS.map((tab) => (
            <Tabs.Trigger key={tab} value={tab}>
              {t.tabs[tab]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="profile">
          <PlayerProfile detail={data} />
        </Tabs.Content>
        <Tabs.Content value="ledger">
          <PlayerLedgerTab id={id} incId={data.player.incId} />
        </Tabs.Content>
        <Tabs.Content value="bets">
          <PlayerBetsTab id={id} incId={data.player.incId} />
        </Tabs.Content>
        <Tabs.Content value="stakes">
          <PlayerStakesTab id={id} />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
