import { Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { texts } from '../../../../shared/texts';
import { RoundByNumber } from './RoundByNumber';
import { SeedLocator } from './SeedLocator';

const t = texts.game.fairness;

/** The verifier anyone can use, signed in or not (issue 30): a round by level and number, or a pasted seed. */
export function RoundVerifier() {
  return (
    <Stack bg="white" borderRadius="2xl" boxShadow="sm" p="4" gap="3" data-testid="round-verifier">
      <Heading as="h2" size="sm">
        {t.verifier}
      </Heading>
      <Text fontSize="sm" color="gray.600">
        {t.verifierIntro}
      </Text>
      <Tabs.Root defaultValue="round" variant="enclosed" fitted lazyMount unmountOnExit>
        <Tabs.List>
          <Tabs.Trigger value="round" minH="11">
            {t.byRound}
          </Tabs.Trigger>
          <Tabs.Trigger value="seed" minH="11">
            {t.bySeed}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="round">
          <RoundByNumber />
        </Tabs.Content>
        <Tabs.Content value="seed">
          <SeedLocator />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
