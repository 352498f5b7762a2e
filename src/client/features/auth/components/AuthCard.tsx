import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { brandName } from '../../../lib/brand';

/** The white card that holds a sign-in or sign-up form, under the brand. */
export function AuthCard({ title, children, footer }: { title: string; children: ReactNode; footer: ReactNode }) {
  return (
    <Stack flex="1" gap="6" pt="10">
      <Text color="whiteAlpha.900" textAlign="center" fontWeight="semibold" fontSize="lg">
        {brandName()}
      </Text>
      <Box bg="white" borderRadius="2xl" boxShadow="xl" p="6">
        <Heading as="h1" size="xl" textAlign="center" mb="6" color="brand.800">
          {title}
        </Heading>
        {children}
      </Box>
      <Box textAlign="center" color="white">
        {footer}
      </Box>
    </Stack>
  );
}
