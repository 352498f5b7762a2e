import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { coreTexts } from '../../../../shared/texts/core';
import { paths } from '../../../config/paths';
import { brandName } from '../../../lib/brand';

/** /auth: 'WELCOME TO' and the brand, then Register and Login. */
export function WelcomeScreen() {
  return (
    <Stack flex="1" justify="space-between" color="white" textAlign="center" pt="20">
      <Stack gap="3">
        <Text fontSize="lg" letterSpacing="0.3em" fontWeight="semibold" opacity={0.85}>
          {coreTexts.brand.welcome}
        </Text>
        <Heading as="h1" fontSize="4xl" lineHeight="1.15" fontWeight="bold">
          {brandName()}
        </Heading>
      </Stack>
      <Stack gap="3">
        <Button asChild size="xl" bg="white" color="brand.700" borderRadius="full" _hover={{ bg: 'brand.50' }}>
          <Link to={paths.auth.register}>{coreTexts.auth.register}</Link>
        </Button>
        <Button asChild size="xl" variant="outline" color="white" borderColor="whiteAlpha.700" borderRadius="full" _hover={{ bg: 'whiteAlpha.200' }}>
          <Link to={paths.auth.login}>{coreTexts.auth.login}</Link>
        </Button>
      </Stack>
    </Stack>
  );
}
