import { Box, HStack, Text } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { texts } from '../../../../shared/texts';
import { useGetSystemQuery } from '../../../api/system';
import { useAppSelector } from '../../../stores/hooks';
import { ChevronRightIcon, GiftIcon, PeopleIcon } from '../../../components/icons';
import { ScreenBody } from '../../../components/ScreenBody';
import { ScreenHeader } from '../../../components/ScreenHeader';
import { paths } from '../../../config/paths';
import { useOnlineStatus } from '../../../hooks/use-online-status';
import { selectProfile } from '../../../stores/auth-slice';
import { useGetReferralSummaryQuery } from '../api/referrals-api';
import { referralLink } from '../lib/sharing';
import { AgentCard } from './AgentCard';
import { CommissionCard } from './CommissionCard';
import { ReferralCodeCard } from './ReferralCodeCard';

const t = texts.growth.reference;

/**
 * /reference: the referral code and link (copy, share, QR), the agent upgrade, the commissions
 * earned, and the ways to the commission history and the referral list (spec section 2).
 */
export function ReferenceScreen() {
  const profile = useAppSelector(selectProfile);
  const rules = useGetSystemQuery().data?.growth;
  const summary = useGetReferralSummaryQuery(profile?.id ?? 0, { skip: !profile });
  const online = useOnlineStatus();
  if (!profile) return null;
  // The profile carries the code, so the card shows at once, even offline.
  const code = summary.data?.refId ?? profile.refId;

  return (
    <>
      <ScreenHeader title={texts.growth.centre.reference} backTo={paths.account} />
      <ScreenBody>
        <ReferralCodeCard code={code} link={referralLink(window.location.origin, paths.auth.register, code)} />
        <CommissionCard summary={summary.data} />
        <Box as="nav" bg="white" borderRadius="xl" boxShadow="xs" overflow="hidden">
          <LinkRow to={`${paths.historyGift}?tab=levels`} label={t.commissionHistory} Icon={GiftIcon} />
          <LinkRow to={paths.referList} label={t.referList} Icon={PeopleIcon} divider />
        </Box>
        <AgentCard player={profile} price={rules?.agentPrice} online={online} />
      </ScreenBody>
    </>
  );
}

function LinkRow({ to, label, Icon, divider }: { to: string; label: string; Icon: ComponentType<{ boxSize?: string; color?: string }>; divider?: boolean }) {
  return (
    <Link to={to} style={{ display: 'block' }}>
      <HStack gap="3" px="4" minH="52px" borderTopWidth={divider ? '1px' : '0'} borderColor="gray.100" _hover={{ bg: 'gray.50' }}>
        <Icon boxSize="5" color="brand.600" />
        <Text flex="1" fontWeight="medium">
          {label}
        </Text>
        <ChevronRightIcon boxSize="5" color="gray.400" />
      </HStack>
    </Link>
  );
}
