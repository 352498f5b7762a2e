import { Box, CloseButton, Dialog, HStack, Portal, Stack, Table, Text } from '@chakra-ui/react';
import type { RoundStats } from '../../../../shared/api/rounds';
import { zoneDisplayName } from '../../../../shared/game';
import { formatPoints } from '../../../../shared/money';
import { texts } from '../../../../shared/texts';
import { LoadingOverlay } from '../../../components/LoadingOverlay';
import { RoundVerification } from '../../../components/round/RoundVerification';
import { SavedDataNotice } from '../../../components/SavedDataNotice';
import { formatDateTimeSeconds } from '../../../lib/format';
import { useSaved } from '../../../hooks/use-saved';
import { snapshotKeys } from '../../../stores/offline-slice';
import { useGetPlayedRoundQuery } from '../api/play-history-api';
import { MountOnOpen } from '../../../components/MountOnOpen';
import { useBackCloses } from '../../../hooks/use-back-closes';

const t = texts.accountArea.round;

/** A round's detail, loaded by its id, full width (spec section 2); readable offline once read. */
export function RoundDetailDialog({ roundId, onClose }: { roundId: number | undefined; onClose: () => void }) {
  useBackCloses(roundId !== undefined, onClose);
  return (
    <MountOnOpen open={roundId !== undefined}>
      <Dialog.Root open={roundId !== undefined} onOpenChange={(e) => !e.open && onClose()} size="full" motionPreset="slide-in-bottom">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content data-testid="round-detail">{roundId !== undefined && <RoundDetail id={roundId} />}</Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </MountOnOpen>
  );
}

function RoundDetail({ id }: { id: number }) {
  const query = useGetPlayedRoundQuery(id);
  const { data, savedAt, fromSaved } = useSaved<RoundStats>(snapshotKeys.round(id), query);
  return (
    <>
      <Dialog.Header bg="brand.700" color="white" pt="calc(env(safe-area-inset-top) + 12px)">
        <Dialog.Title>{data ? `${t.title(data.incId)} · ${zoneDisplayName(data.zone)}` : texts.shell.loading}</Dialog.Title>
        <Dialog.CloseTrigger asChild>
          <CloseButton size="lg" color="white" aria-label={texts.common.close} />
        </Dialog.CloseTrigger>
      </Dialog.Header>
      <Dialog.Body position="relative" minH="60dvh" p="4">
        <LoadingOverlay show={!data && query.isFetching} />
        {data && (
          <Stack gap="4">
            <SavedDataNotice savedAt={savedAt} fromSaved={fromSaved} />
            <Stack gap="1" align="center">
              <Text fontSize="sm" color="gray.600">
                {t.result}
              </Text>
              {data.result ? (
                <HStack gap="1.5" data-testid="round-result">
                  {data.result.split('').map((digit, i) => (
                    <Box key={i} w="10" h="12" display="grid" placeItems="center" bg="brand.600" color="white" borderRadius="md" fontSize="2xl" fontWeight="bold">
                      {digit}
                    </Box>
                  ))}
                </HStack>
              ) : (
                <Text fontWeight="semibold">{t.pending}</Text>
              )}
              <Text fontSize="sm" color="gray.600">
                {t.endTime}: {formatDateTimeSeconds(data.endTime)}
              </Text>
            </Stack>
            <HStack justify="space-around" bg="brand.50" borderRadius="lg" py="3">
              <Stack gap="0" align="center">
                <Text fontSize="sm" color="gray.600">
                  {t.totalBet}
                </Text>
                <Text fontWeight="bold">{formatPoints(data.totalBet)}</Text>
              </Stack>
              <Stack gap="0" align="center">
                <Text fontSize="sm" color="gray.600">
                  {t.totalWinnings}
                </Text>
                <Text fontWeight="bold" color="green.600">
                  {formatPoints(data.totalWinnings)}
                </Text>
              </Stack>
            </HStack>
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t.gate}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t.amount}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t.winnings}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {data.bets.map((bet) => (
                  <Table.Row key={bet.id}>
                    <Table.Cell py="2.5">{texts.game.placedGates[bet.gate]}</Table.Cell>
                    <Table.Cell textAlign="end">{formatPoints(bet.amount)}</Table.Cell>
                    <Table.Cell textAlign="end" color={bet.winnings > 0 ? 'green.600' : 'gray.600'}>
                      {formatPoints(bet.winnings)}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
            {/* Every settled round can be checked on this device (decisions section 3). */}
            {data.status === 'SETTLED' && data.seed && <RoundVerification round={data} />}
          </Stack>
        )}
      </Dialog.Body>
    </>
  );
}
