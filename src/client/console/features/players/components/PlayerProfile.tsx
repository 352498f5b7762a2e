import { Badge, Box, Grid, HStack, Image, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import type { AdminPlayerDetail } from '../../../../../shared/api/admin-players';
import { formatPoints } from '../../../../../shared/money';
import { texts } from '../../../../../shared/texts';
import { paths } from '../../../../config/paths';
import { formatDateTime } from '../../../../lib/format';
import { InfoCard, InfoItem } from './InfoItem';

const t = texts.console.players;
const p = t.profile;
const VERIFICATION_PALETTE = { NONE: 'gray', PENDING: 'orange', APPROVED: 'green', REJECTED: 'red' } as const;

/** One ID photo by its signed URL (valid a few minutes: the detail signs fresh ones each time it loads). */
function IdPhoto({ label, url }: { label: string; url: string | null }) {
  return (
    <Stack gap="1" flex="1" minW="0">
      <Text fontSize="sm" color="gray.600">
        {label}
      </Text>
      {url ? (
        <ChakraLink href={url} target="_blank" rel="noreferrer" title={t.photos.open}>
          <Image src={url} alt={`${t.photos.title} · ${label}`} maxH="48" objectFit="contain" borderRadius="md" borderWidth="1px" bg="gray.50" w="full" />
        </ChakraLink>
      ) : (
        <Box borderWidth="1px" borderStyle="dashed" borderRadius="md" p="6" textAlign="center" color="gray.500" fontSize="sm">
          {t.photos.none}
        </Box>
      )}
    </Stack>
  );
}

/** The profile tab: personal details, bank, ID photos with the verification state, and referrals. */
export function PlayerProfile({ detail }: { detail: AdminPlayerDetail }) {
  const { player, upline, downline } = detail;
  const verification = player.verification?.status ?? 'NONE';
  return (
    <Grid templateColumns={{ base: '1fr', lg: 'repeat(2, 1fr)' }} gap="4" pt="2">
      <InfoCard title={p.title} testId="player-profile">
        <Grid templateColumns="repeat(2, minmax(0, 1fr))" gap="3">
          <InfoItem label={p.nickname}>{player.nickname}</InfoItem>
          <InfoItem label={p.phone}>{player.phoneNumber}</InfoItem>
          <InfoItem label={p.address}>{player.address}</InfoItem>
          <InfoItem label={p.createdAt}>{formatDateTime(player.createdAt)}</InfoItem>
          <InfoItem label={p.balance}>{formatPoints(player.balance)}</InfoItem>
          <InfoItem label={p.refCode}>{player.refId}</InfoItem>
          <InfoItem label={p.vip}>{player.isUnlockMulti ? p.yes : p.no}</InfoItem>
          <InfoItem label={p.agent}>{player.isAgent ? p.yes : p.no}</InfoItem>
        </Grid>
      </InfoCard>
      <InfoCard title={t.bank.title} testId="player-bank">
        <Grid templateColumns="repeat(2, minmax(0, 1fr))" gap="3">
          <InfoItem label={t.bank.name}>{player.bankName}</InfoItem>
          <InfoItem label={t.bank.number}>{player.bankAccountNumber}</InfoItem>
          <InfoItem label={t.bank.holder}>{player.bankAccountHolder}</InfoItem>
        </Grid>
      </InfoCard>
      <InfoCard title={t.photos.title} testId="player-photos">
        <HStack gap="2" mb="3" wrap="wrap">
          <Badge colorPalette={VERIFICATION_PALETTE[verification]}>{t.verification[verification]}</Badge>
          {player.verification?.reason && (
            <Text fontSize="sm" color="gray.700">
              {t.photos.reason(player.verification.reason)}
            </Text>
          )}
        </HStack>
        <HStack gap="3" align="flex-start">
          <IdPhoto label={t.photos.front} url={player.frontID} />
          <IdPhoto label={t.photos.back} url={player.backID} />
        </HStack>
      </InfoCard>
      <InfoCard title={t.referral.title} testId="player-referral">
        <Stack gap="3">
          <InfoItem label={t.referral.upline}>
            {upline ? (
              <Link to={paths.admin.player(upline.id)}>
                <Text as="span" color="brand.700" textDecoration="underline">
                  {upline.username} · ID {upline.incId}
                </Text>
              </Link>
            ) : (
              t.referral.noUpline
            )}
          </InfoItem>
          <Box>
            <Text fontSize="xs" color="gray.500" mb="1">
              {t.referral.downline}
            </Text>
            <Grid templateColumns="repeat(4, minmax(0, 1fr))" gap="2" data-testid="player-downline">
              {downline.levels.map((count, i) => (
                <InfoItem key={i} label={t.referral.level(i + 1)}>
                  {count.toLocaleString('en-US')}
                </InfoItem>
              ))}
              <InfoItem label={t.referral.total}>{downline.total.toLocaleString('en-US')}</InfoItem>
            </Grid>
          </Box>
        </Stack>
      </InfoCard>
    </Grid>
  );
}
