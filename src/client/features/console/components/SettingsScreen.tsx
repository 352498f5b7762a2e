import { Heading, Stack, Text } from '@chakra-ui/react';
import { texts } from '../../../../shared/texts';
import { useGetAdminSettingsQuery } from '../api/settings-api';
import { SettingCard } from './SettingCard';

/** /admin/settings: every key the server lists, with its meaning; each saved on its own. */
export function SettingsScreen() {
  const { data, isFetching } = useGetAdminSettingsQuery();
  return (
    <Stack gap="3">
      <Heading size="lg">{texts.console.settings.title}</Heading>
      {!data && isFetching && <Text color="gray.500">{texts.console.loading}</Text>}
      {data?.results.map((s) => <SettingCard key={s.key} setting={s} />)}
    </Stack>
  );
}
