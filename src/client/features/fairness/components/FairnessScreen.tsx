import { Box, Heading, List, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { FairnessResponse } from '../../../../shared/api/rounds';
import { zoneDisplayName } from '../../../../shared/game';
import { formatPoints } from '../../../../shared/money';
import { texts } from '../../../../shared/texts';
import { useGetFairnessQuery } from '../../../api/fairness';
import { useAppSelector } from '../../../stores/hooks';
import { FairnessWarnings } from '../../../components/round/FairnessWarnings';
import { usePinnedFairness } from '../../../components/round/use-pinned-fairness';
import { SavedDataNotice } from '../../../components/SavedDataNotice';
import { ScreenHeader } from '../../../components/ScreenHeader';
import { paths } from '../../../config/paths';
import { useOnlineStatus } from '../../../hooks/use-online-status';
import { useSaved } from '../../../hooks/use-saved';
import { formatDate } from '../../../lib/format';
import { selectIsLoggedIn } from '../../../stores/auth-slice';
import { snapshotKeys } from '../../../stores/offline-slice';
import { RoundVerifier } from './RoundVerifier';

const t = texts.game.fairness;

function Mono({ children }: { children: string }) {
  return (
    <Text fontFamily="mono" fontSize="xs" wordBreak="break-all" bg="gray.50" borderRadius="md" px="2" py="1">
      {children}
    </Text>
  );
}

/**
 * /fairness, open to anyone (issue 30): how results are fixed in advance, a verifier for any round
 * or seed, and the published salt and chains, with a warning when the server now lists them otherwise
 * than this device first saw them.
 */
export function FairnessScreen() {
  const query = useGetFairnessQuery();
  const { pins } = usePinnedFairness();
  const signedIn = useAppSelector(selectIsLoggedIn);
  // Offline: the copy saved when last read, saying when; never "no chains" for want of a network.
  const { data, savedAt, fromSaved } = useSaved<FairnessResponse>(snapshotKeys.fairness, query);
  const online = useOnlineStatus();
  const isLoading = query.isLoading && !data;
  return (
    <>
      <ScreenHeader title={t.title} backTo={signedIn ? paths.trend : paths.auth.home} />
      <Stack gap="4" p="4">
        {(fromSaved || !online) && <SavedDataNotice savedAt={savedAt} fromSaved={fromSaved} />}
        {pins && <FairnessWarnings chains={pins.chains} saltChanged={pins.salt.changedTo !== undefined} />}
        <Stack bg="white" borderRadius="2xl" boxShadow="sm" p="4" gap="3">
          <Text lineHeight="tall">{t.intro}</Text>
          <List.Root as="ol" gap="2" ps="5" lineHeight="tall" fontSize="sm">
            {t.steps.map((step) => (
              <List.Item key={step}>{step}</List.Item>
            ))}
          </List.Root>
        </Stack>
        <RoundVerifier />
        <Stack bg="white" borderRadius="2xl" boxShadow="sm" p="4" gap="3">
          <Heading as="h2" size="sm">
            {t.salt}
          </Heading>
          {isLoading ? <Skeleton h="6" /> : data && <Mono>{data.salt}</Mono>}
          <Heading as="h2" size="sm" mt="2">
            {t.chains}
          </Heading>
          {isLoading ? (
            <Skeleton h="24" />
          ) : !data ? (
            online && <Text color="gray.600">{t.noChains}</Text>
          ) : data.chains.length === 0 ? (
            <Text color="gray.600">{t.noChains}</Text>
          ) : (
            <Text fontSize="sm" color="gray.600">
              {t.pinned}
            </Text>
          )}
          {data &&
            data.chains.map((chain) => (
              <Box key={`${chain.zone}-${chain.chainNo}`} borderWidth="1px" borderColor="gray.100" borderRadius="lg" p="3" data-testid="fairness-chain">
                <Text fontWeight="semibold">
                  {zoneDisplayName(chain.zone)} · {t.chainNo(chain.chainNo)}
                </Text>
                <Text fontSize="sm" color="gray.600">
                  {t.firstRound}: #{chain.firstIncId} · {t.length}: {formatPoints(chain.length)} · {t.createdAt}: {formatDate(chain.createdAt)}
                </Text>
                <Text fontSize="xs" color="gray.600" mt="2">
                  {t.terminatingHash}
                </Text>
                <Mono>{chain.terminatingHash}</Mono>
              </Box>
            ))}
        </Stack>
      </Stack>
    </>
  );
}
