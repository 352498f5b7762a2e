import { Heading, Stack, Text } from '@chakra-ui/react';
import type { SettingEntry } from '../../../../../shared/api/settings';
import { texts } from '../../../../../shared/texts';
import { useGetAdminSettingsQuery } from '../../../api/settings-api';
import { isKnownKey, SETTING_GROUPS, type SettingGroup } from '../lib/setting-forms';
import { SettingCard } from './SettingCard';
import { ContentSettings } from './ContentSettings';
import { SettingRow } from './SettingRow';
import { ScreenTitle } from '../../../components/ScreenTitle';

const t = texts.console.settingForms;

function Group({ group, children }: { group: SettingGroup; children: React.ReactNode }) {
  return (
    <Stack as="section" gap="3" aria-label={t.groups[group]}>
      <Heading as="h2" size="md" mt="2">
        {t.groups[group]}
      </Heading>
      {children}
    </Stack>
  );
}

/**
 * /admin/settings: every key the server lists, grouped (Trò chơi, Rút điểm, ...), each with its
 * Vietnamese name, meaning and a form suited to its shape, saved on its own. The content keys are
 * edited on the Content screen and only listed here; a key this screen does not know yet gets
 * the plain editor.
 */
export function SettingsScreen() {
  const { data, isFetching } = useGetAdminSettingsQuery();
  const byKey = new Map((data?.results ?? []).map((s) => [s.key, s]));
  const values = new Map((data?.results ?? []).map((s) => [s.key, s.value]));
  const listed = (keys: readonly string[]) => keys.flatMap((key) => byKey.get(key) ?? []);
  const others = (data?.results ?? []).filter((s) => !isKnownKey(s.key));
  return (
    <Stack gap="4" maxW="5xl">
      <ScreenTitle>{texts.console.settings.title}</ScreenTitle>
      {!data && isFetching && <Text color="gray.500">{texts.console.loading}</Text>}
      {data &&
        SETTING_GROUPS.map(({ group, keys }) => {
          const settings = listed(keys);
          if (settings.length === 0) return null;
          return (
            <Group key={group} group={group}>
              {group === 'content' ? <ContentSettings settings={settings} /> : settings.map((s) => <SettingRow key={s.key} setting={s as SettingEntry & { key: (typeof keys)[number] }} values={values} />)}
            </Group>
          );
        })}
      {others.length > 0 && (
        <Group group="other">
          {others.map((s) => (
            <SettingCard key={s.key} setting={s} />
          ))}
        </Group>
      )}
    </Stack>
  );
}
