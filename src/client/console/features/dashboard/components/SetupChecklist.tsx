import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { texts } from '../../../../../shared/texts';
import { useGetAdminSettingsQuery } from '../../../api/settings-api';
import { useGetSetupBannersQuery } from '../api/dashboard-api';
import { missingSetup, SETUP_LINKS } from '../lib/setup';

const t = texts.console.dashboard.setup;

/**
 * What a fresh install leaves unset and players meet meanwhile (hotline, chat, terms, banners),
 * each with a link to where it is set; nothing once all are set, or while the answers are missing.
 */
export function SetupChecklist() {
  const settings = useGetAdminSettingsQuery();
  const banners = useGetSetupBannersQuery();
  if (!settings.data || !banners.data) return null;
  const missing = missingSetup(settings.data.results, banners.data.results);
  if (missing.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="setup-title" bg="orange.50" borderColor="orange.200" borderWidth="1px" borderRadius="lg" p="4" data-testid="setup-checklist">
      <Heading as="h2" size="sm" id="setup-title">
        {t.title}
      </Heading>
      <Text fontSize="sm" color="gray.700" mt="1">
        {t.intro}
      </Text>
      <Stack as="ul" gap="2" mt="3">
        {missing.map((item) => (
          <HStack as="li" key={item} justify="space-between" gap="3" bg="white" borderRadius="md" px="3" py="2" data-testid={`setup-${item}`}>
            <Box minW="0">
              <Text fontWeight="medium">{t.items[item].label}</Text>
              <Text fontSize="sm" color="gray.600">
                {t.items[item].meanwhile}
              </Text>
            </Box>
            <Button asChild size="sm" variant="outline" colorPalette="brand" flex="0 0 auto">
              <Link to={SETUP_LINKS[item]} aria-label={`${t.open}: ${t.items[item].label}`}>
                {t.open}
              </Link>
            </Button>
          </HStack>
        ))}
      </Stack>
    </Box>
  );
}
