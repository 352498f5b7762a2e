import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { texts } from '../../../../../shared/texts';
import { BRAND_GRADIENT } from '../../../../config/ui';
import { formatDateTime } from '../../../../lib/format';

/**
 * The notification as the player's inbox will list it (a copy of the inbox row's look, which lives
 * in another feature): unread dot, bold title, two lines of text until tapped, the time on the right.
 */
export function NotificationPreview({ title, content }: { title: string; content: string }) {
  const [expanded, setExpanded] = useState(false);
  const [now] = useState(() => Date.now());
  const t = texts.console.content.broadcast;
  return (
    <Stack gap="2" data-testid="broadcast-preview">
      <Text fontWeight="medium">{t.preview}</Text>
      <Text fontSize="sm" color="gray.500">
        {t.previewHelp}
      </Text>
      <Box maxW="sm" w="full" borderRadius="2xl" overflow="hidden" borderWidth="1px" bg="gray.50">
        <Box bg={BRAND_GRADIENT} color="white" h="14" display="flex" alignItems="center" justifyContent="center" fontWeight="bold">
          {texts.notifications.inbox}
        </Box>
        <Box p="3">
          <Box as="ul" bg="white" borderRadius="xl" boxShadow="xs" overflow="hidden" m="0" p="0">
            <Box as="li" listStyleType="none">
              <Box as="button" w="full" textAlign="start" px="4" py="3" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
                <HStack justify="space-between" align="start" gap="3">
                  <Stack gap="1" flex="1" minW="0">
                    <HStack gap="2">
                      <Box w="2" h="2" borderRadius="full" bg="red.500" flex="0 0 auto" aria-label={texts.home.inbox.unread} role="img" />
                      <Text fontWeight="bold" truncate data-testid="preview-title">
                        {title}
                      </Text>
                    </HStack>
                    <Text color={content ? 'gray.600' : 'gray.500'} fontSize="sm" whiteSpace="pre-line" lineClamp={expanded ? undefined : 2} data-testid="preview-content">
                      {content || t.previewEmpty}
                    </Text>
                  </Stack>
                  <Text color="gray.500" fontSize="xs" flex="0 0 auto">
                    {formatDateTime(now)}
                  </Text>
                </HStack>
              </Box>
            </Box>
          </Box>
        </Box>
      </Box>
    </Stack>
  );
}
