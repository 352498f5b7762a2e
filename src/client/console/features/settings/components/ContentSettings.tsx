import { Box, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import type { SettingEntry } from '../../../../../shared/api/settings';
import { texts } from '../../../../../shared/texts';
import { paths } from '../../../../config/paths';
import { isKnownKey, settingSummary } from '../lib/setting-forms';

const t = texts.console.settingForms;

/** The content settings (hotline, chat, terms, popup), read-only here: the Content screen edits them. */
export function ContentSettings({ settings }: { settings: readonly SettingEntry[] }) {
  return (
    <Box bg="white" borderRadius="lg" borderWidth="1px" p={{ base: '3', md: '4' }} data-testid="content-settings">
      <Text fontSize="sm" color="gray.600">
        {t.contentElsewhere}{' '}
        <ChakraLink asChild color="brand.700" fontWeight="medium" textDecoration="underline">
          <Link to={paths.admin.content}>{t.openContent}</Link>
        </ChakraLink>
      </Text>
      <Stack as="dl" gap="2" mt="3" fontSize="sm">
        {settings.map((s) => (
          <Box key={s.key} data-key={s.key}>
            <Text as="dt" fontWeight="medium">
              {isKnownKey(s.key) ? t.keys[s.key].name : s.key}
            </Text>
            <Text as="dd" color="gray.700" overflowWrap="anywhere" whiteSpace="pre-line" lineClamp={2}>
              {settingSummary(s.key, s.value)}
            </Text>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
