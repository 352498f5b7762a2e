import { Box, Grid, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { Stake } from '../../../../shared/api/growth';
import { formatPoints } from '../../../../shared/money';
import { texts } from '../../../../shared/texts';
import { StatusBadge } from '../../../components/StatusBadge';
import { formatDate } from '../../../lib/format';

const t = texts.growth.staking;
/** Height of one stake's row: skeletons reserve it, so the list does not jump when it arrives. */
const ROW_HEIGHT = '104px';

/** The player's stakes: amount, start, maturity, rewards so far and whether it still runs. */
export function StakeList({ stakes, loading }: { stakes: readonly Stake[] | undefined; loading: boolean }) {
  return (
    <Box bg="white" borderRadius="xl" boxShadow="xs" overflow="hidden">
      <Heading as="h2" size="sm" px="4" pt="4" pb="2">
        {t.listTitle}
      </Heading>
      <Box as="ul" m="0" p="0" aria-busy={loading} data-testid="stake-list">
        {loading &&
          Array.from({ length: 2 }, (_, i) => (
            <Box as="li" key={i} listStyleType="none" h={ROW_HEIGHT} px="4" py="3" borderTopWidth="1px" borderColor="gray.100">
              <Skeleton h="full" />
            </Box>
          ))}
        {stakes?.map((stake) => <StakeRow key={stake.id} stake={stake} />)}
        {stakes?.length === 0 && (
          <Text as="li" listStyleType="none" textAlign="center" color="gray.500" py="8" borderTopWidth="1px" borderColor="gray.100">
            {t.empty}
          </Text>
        )}
      </Box>
    </Box>
  );
}

function StakeRow({ stake }: { stake: Stake }) {
  const active = stake.status === 'ACTIVE';
  return (
    <Box as="li" listStyleType="none" minH={ROW_HEIGHT} px="4" py="3" borderTopWidth="1px" borderColor="gray.100" data-testid="stake-row">
      <HStack justify="space-between" mb="2">
        <Text fontSize="lg" fontWeight="bold" color="brand.800" fontVariantNumeric="tabular-nums">
          {formatPoints(stake.amount)}
        </Text>
        <StatusBadge label={t.status[stake.status]} tone={active ? 'info' : 'success'} />
      </HStack>
      <Grid templateColumns="repeat(3, 1fr)" gap="2" fontSize="sm">
        <Figure label={t.startedAt} value={formatDate(stake.startedAt)} />
        <Figure label={t.maturesAt} value={formatDate(stake.maturesAt)} />
        <Figure label={t.rewardsPaid} value={`${formatPoints(stake.rewardsPaid)} (${stake.daysPaid}/${stake.termDays})`} />
      </Grid>
    </Box>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap="0">
      <Text fontSize="xs" color="gray.500">
        {label}
      </Text>
      <Text fontVariantNumeric="tabular-nums">{value}</Text>
    </Stack>
  );
}
