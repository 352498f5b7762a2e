import { Box, Button, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatPoints } from '../../../../shared/money';
import { texts } from '../../../../shared/texts';
import { useGetProfileQuery } from '../../../api/profile';
import { useAppDispatch, useAppSelector } from '../../../stores/hooks';
import {
  ArrowUpRightIcon,
  BankIcon,
  CoinsIcon,
  DownloadIcon,
  GiftIcon,
  HistoryIcon,
  IdCardIcon,
  LockIcon,
  LogoutIcon,
  PeopleIcon,
  PlusCircleIcon,
  ShieldCheckIcon,
  UserIcon,
  WalletIcon,
} from '../../../components/icons';
import { PROFILE_REFRESH_MS } from '../../../config/constants';
import { paths } from '../../../config/paths';
import { BRAND_GRADIENT } from '../../../config/ui';
import { selectProfile, signedOut } from '../../../stores/auth-slice';
import { AccountMenu } from './AccountMenu';
import { BetSoundSetting } from './BetSoundSetting';
import { PushSetting } from './PushSetting';
import { HotlineDialog } from '../../../components/HotlineDialog';

const c = texts.accountArea.centre;
const d = texts.accountArea.dialogs;

/**
 * /account member centre (spec section 2): ID, username, the balance large and centred; top-up and
 * change-password dialogs (support as the operator set it up: hotline, chat or inbox), withdraw, links to the account screens, to staking, referrals and
 * the gift history, and to the other histories, logout.
 */
export function AccountScreen() {
  useGetProfileQuery(undefined, { pollingInterval: PROFILE_REFRESH_MS });
  const profile = useAppSelector(selectProfile);
  const dispatch = useAppDispatch();
  const [dialog, setDialog] = useState<'topUp' | 'password' | null>(null);
  if (!profile) return null;
  return (
    <Stack gap="4" pb="4">
      <Box bg={BRAND_GRADIENT} color="white" px="4" pt="calc(env(safe-area-inset-top) + 16px)" pb="10" textAlign="center">
        <Heading as="h1" size="md" mb="3">
          {texts.account.title}
        </Heading>
        <HStack justify="center" gap="4" fontSize="sm" opacity={0.9} flexWrap="wrap">
          <Text>
            {texts.shell.playerId}: <span data-testid="account-id">{profile.incId}</span>
          </Text>
          <Text>
            {texts.account.username}: {profile.username}
          </Text>
        </HStack>
        <Text mt="4" fontSize="sm" opacity={0.85}>
          {texts.account.balance}
        </Text>
        <Text fontSize="4xl" fontWeight="bold" color="gold.400" lineHeight="1.2" data-testid="account-balance" fontVariantNumeric="tabular-nums">
          {formatPoints(profile.balance)}
        </Text>
      </Box>
      <Grid templateColumns="1fr 1fr" gap="3" px="4" mt="-10">
        <Button size="xl" bg="white" color="brand.700" boxShadow="md" borderRadius="xl" _hover={{ bg: 'brand.50' }} onClick={() => setDialog('topUp')}>
          <PlusCircleIcon boxSize="5" /> {c.topUp}
        </Button>
        <Button asChild size="xl" bg="white" color="brand.700" boxShadow="md" borderRadius="xl" _hover={{ bg: 'brand.50' }}>
          <Link to={paths.exchangePoint}>
            <ArrowUpRightIcon boxSize="5" /> {c.withdraw}
          </Link>
        </Button>
      </Grid>
      <Box px="4">
        <AccountMenu
          label={c.menus.account}
          items={[
            { label: c.profile, Icon: UserIcon, to: paths.profile },
            { label: c.banking, Icon: BankIcon, to: paths.banking },
            { label: c.verify, Icon: IdCardIcon, to: paths.accountVerify },
            { label: c.changePassword, Icon: LockIcon, onClick: () => setDialog('password') },
          ]}
        />
      </Box>
      <Box px="4">
        <AccountMenu
          label={c.menus.growth}
          items={[
            { label: texts.growth.stakingTitle, Icon: CoinsIcon, to: paths.staking },
            { label: texts.growth.centre.reference, Icon: PeopleIcon, to: paths.reference },
            { label: texts.growth.centre.historyGift, Icon: GiftIcon, to: paths.historyGift },
          ]}
        />
      </Box>
      <Box px="4">
        <AccountMenu
          label={c.menus.histories}
          items={[
            { label: c.historyPlay, Icon: HistoryIcon, to: paths.historyPlay },
            { label: c.historyDeposit, Icon: WalletIcon, to: paths.historyDeposit },
            { label: c.historyWithdraw, Icon: WalletIcon, to: paths.historyWithdraw },
            { label: texts.ledger.title, Icon: CoinsIcon, to: paths.historyBalance },
            { label: c.generateData, Icon: DownloadIcon, to: paths.generateData },
          ]}
        />
      </Box>
      <Box px="4">
        <AccountMenu label={texts.safety.title} items={[{ label: texts.safety.title, Icon: ShieldCheckIcon, to: paths.responsiblePlay }]} />
      </Box>
      <Box px="4">
        <PushSetting />
      </Box>
      <Box px="4">
        <BetSoundSetting />
      </Box>
      <Box px="4">
        <Button w="full" size="lg" variant="outline" colorPalette="red" bg="white" onClick={() => dispatch(signedOut())}>
          <LogoutIcon boxSize="5" /> {texts.common.logout}
        </Button>
      </Box>
      {/* The bottom bar is on this screen: its CSKH button is a way to the chat widget. */}
      <HotlineDialog open={dialog === 'topUp'} title={d.topUpTitle} need="topUp" chatButtonHere onClose={() => setDialog(null)} />
      <HotlineDialog open={dialog === 'password'} title={d.changePasswordTitle} need="password" chatButtonHere onClose={() => setDialog(null)} />
    </Stack>
  );
}
