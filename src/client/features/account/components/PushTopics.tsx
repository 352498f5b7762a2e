import { Stack, Switch, Text } from '@chakra-ui/react';
import { PUSH_PREFERENCE_KEYS } from '../../../../shared/push';
import { texts } from '../../../../shared/texts';
import { type PushTopics as Topics, useGetPushPreferencesQuery, useUpdatePushPreferencesMutation } from '../api/push-api';
import { SwitchControl } from '../../../components/SwitchControl';

const t = texts.accountArea.push;

/** What the player hears about by push, on every device of theirs (GET/PUT /v1/push/preferences). */
export function PushTopics() {
  const { data } = useGetPushPreferencesQuery();
  const [update] = useUpdatePushPreferencesMutation();
  if (!data) return null;
  const topics: Topics = { money: data.money, verification: data.verification, notices: data.notices, bets: data.bets };
  return (
    <Stack gap="2" pt="2" borderTopWidth="1px" borderColor="gray.100" role="group" aria-label={t.topicsTitle}>
      <Text fontSize="sm" fontWeight="medium" color="gray.700">
        {t.topicsTitle}
      </Text>
      {/* Bet results are off until the player turns them on (the server's default, PUSH_PREFERENCE_DEFAULTS). */}
      {PUSH_PREFERENCE_KEYS.map((topic) => (
        <Switch.Root
          key={topic}
          size="sm"
          display="flex"
          justifyContent="space-between"
          gap="3"
          minH="36px"
          checked={topics[topic]}
          onCheckedChange={(e) => void update({ ...topics, [topic]: e.checked })}
          colorPalette="brand"
        >
          <Switch.HiddenInput />
          <Switch.Label fontSize="sm">{t.topics[topic]}</Switch.Label>
          <SwitchControl />
        </Switch.Root>
      ))}
      {data.subscriptions > 0 && (
        <Text fontSize="xs" color="gray.500" data-testid="push-devices">
          {t.devices(data.subscriptions)}
        </Text>
      )}
    </Stack>
  );
}
