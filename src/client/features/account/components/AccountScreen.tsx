import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { formatPoints } from '../../../../shared/money';
import { texts } from '../../../../shared/texts';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { BRAND_GRADIENT } from '../../../config/ui';
import { useGetProfileQuery } from '../../../api/profile';
import { LogoutIcon } from '../../../components/icons';
import { PROFILE_REFRESH_MS } from '../../../config/constants';
import { selectProfile, signedOut } from '../../../stores/auth-slice';

/** /account member centre: ID, username and the balance; sign-out. */
export function AccountScreen() {
  useGetProfileQuery(undefined, { pollingInterval: PROFILE_REFRESH_MS, skipPollingIfUnfocused: true });
  const profile = useAppSelector(selectProfile);
  const dispatch = useAppDispatch();
  if (!profile) return null;
  return (
    <Stack gap="4">
      <Box bg={BRAND_GRADIENT} color="white" px="4" pt="calc(env(safe-area-inset-top) + 16px)" pb="8" textAlign="center">
        <Heading as="h1" size="md" mb="4">
          {texts.account.title}
        </Heading>
        <HStack justify="center" gap="4" fontSize="sm" opacity={0.9}>
          <Text>
            {texts.shell.playerId}: {profile.incId}
          </Text>
          <Text>
            {texts.account.username}: {profile.username}
          </Text>
        </HStack>
        <Text mt="4" fontSize="sm" opacity={0.85}>
          {texts.account.balance}
        </Text>
        <Text fontSize="4xl" fontWeight="bold" color="gold.400" data-testid="account-balance">
          {formatPoints(profile.balance)}
        </Text>
      </Box>
      <Box px="4">
        <Button w="full" size="lg" variant="outline" colorPalette="red" bg="white" onClick={() => dispatch(signedOut())}>
          <LogoutIcon boxSize="5" /> {texts.common.logout}
        </Button>
      </Box>
    </Stack>
  );
}
