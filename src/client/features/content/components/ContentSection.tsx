import { Box, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { texts } from '../../../../shared/texts';

/**
 * A titled block of Home's content with its three honest states: loading, could not load, and empty
 * (the text says there is nothing yet; nothing is ever made up to fill it).
 */
export function ContentSection({ title, loading, failed, empty, emptyText, notice, children }: { title: string; loading: boolean; failed: boolean; empty: boolean; emptyText: string; notice?: ReactNode; children: ReactNode }) {
  return (
    <Stack as="section" aria-label={title} gap="2" bg="white" borderRadius="xl" p="4" boxShadow="xs">
      <Heading as="h2" size="sm">
        {title}
      </Heading>
      {notice}
      {loading ? (
        <Box py="2" textAlign="center">
          <Spinner size="sm" color="brand.500" aria-label={texts.shell.loading} />
        </Box>
      ) : failed ? (
        <Text color="gray.500" fontSize="sm">
          {texts.home.home.loadFailed}
        </Text>
      ) : empty ? (
        <Text color="gray.500" fontSize="sm">
          {emptyText}
        </Text>
      ) : (
        children
      )}
    </Stack>
  );
}
