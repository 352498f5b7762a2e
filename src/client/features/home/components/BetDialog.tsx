import { Button, CloseButton, Dialog, HStack, IconButton, Portal, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { memo } from 'react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { Form, Formik } from 'formik';
import type { Round } from '../../../../shared/api/rounds';
import { BET_STEP, type Zone } from '../../../../shared/game';
import { formatPoints } from '../../../../shared/money';
import { texts } from '../../../../shared/texts';
import { useAppDispatch, useAppSelector } from '../../../stores/hooks';
import { NumberField } from '../../../components/form/NumberField';
import { MinusIcon, PlusIcon } from '../../../components/icons';
import { formatCountdown } from '../../../hooks/use-countdown';
import { newIdempotencyKey } from '../../../lib/idempotency';
import { selectProfile } from '../../../stores/auth-slice';
import { toastShown } from '../../../stores/toasts-slice';
import { usePlaceBetMutation } from '../api/bets-api';
import { useTimeLeft } from '../hooks/use-zone-round';
import { betAmountSchema, quickPicks, startingAmount, stepDown, stepUp, winPays } from '../lib/bet-amount';
import { useBackCloses } from '../../../hooks/use-back-closes';

const t = texts.game.bet;
/** A bet whose answer was lost to the network is sent once more, after this pause, with the same key. */
const RETRY_AFTER_MS = 1_000;

/** What Home offers: Tăng/Giảm on the first digit (CAO/THAP), Trái/Phải on the last (issue 50). */
export type HomeGate = 'TANG' | 'GIAM' | 'TRAI' | 'PHAI';

const PALETTES: Readonly<Record<HomeGate, string>> = { TANG: 'green', GIAM: 'red', TRAI: 'blue', PHAI: 'purple' };

export interface BetDialogProps {
  readonly gate: HomeGate | null;
  readonly zone: Zone;
  readonly round: Round | undefined;
  /** The server's clock minus the phone's: the sheet shows the round's time left. */
  readonly offsetMs: number;
  readonly locked: boolean;
  /** The operator's limits in force (GET /v1/system `game`): Home opens the sheet only once they are known. */
  readonly betMin: number;
  readonly betMax: number;
  /** The game's rate now (GET /v1/system), basis points; the round's own `payoutBps` comes first. */
  readonly payoutBps: number;
  readonly onClose: () => void;
}

const isNetworkError = (error: unknown) => {
  const status = (error as FetchBaseQueryError | undefined)?.status;
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR';
};

/** The round's mm:ss left, red once bets are locked: renders alone each second, not the whole sheet. */
function TimeLeft({ round, offsetMs, locked }: { round: Round | undefined; offsetMs: number; locked: boolean }) {
  const remainingMs = useTimeLeft(round, offsetMs);
  return (
    <Text fontWeight="semibold" color={locked ? 'red.600' : 'gray.700'}>
      {remainingMs === undefined ? '--:--' : formatCountdown(remainingMs)}
    </Text>
  );
}

const stepLabel = formatPoints(BET_STEP);

/**
 * The bet sheet of Tăng/Giảm and Trái/Phải (what the gate bets on under its title): amount with ±10 steps (never below the minimum in force) and the quick
 * picks the limits allow, then POST /v1/bets. Home loads it apart and mounts it on first open (HomeScreen).
 */
export const BetDialog = memo(function BetDialog({ gate, zone, round, offsetMs, locked, betMin, betMax, payoutBps, onClose }: BetDialogProps) {
  useBackCloses(gate !== null, onClose);
  const limits = { betMin, betMax };
  const dispatch = useAppDispatch();
  const balance = useAppSelector(selectProfile)?.balance;
  const [placeBet] = usePlaceBetMutation();
  const palette = gate ? PALETTES[gate] : 'brand';
  // A win is paid at the rate its round opened with, whatever the setting is now.
  const rateBps = round?.payoutBps ?? payoutBps;

  async function submit(amount: number) {
    if (!gate) return;
    const body = { amount, zone, gate, game: ' ' };
    // One key per tap: the server places the bet at most once for it, so resending is safe.
    const idempotencyKey = newIdempotencyKey();
    let result = await placeBet({ body, idempotencyKey });
    if (result.error && isNetworkError(result.error)) {
      await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_MS));
      result = await placeBet({ body, idempotencyKey });
      if (result.error && isNetworkError(result.error)) dispatch(toastShown(texts.errors.network, 'error'));
    }
    if (result.data) {
      dispatch(toastShown(t.placed));
      onClose();
    }
  }

  return (
    <Dialog.Root open={gate !== null} onOpenChange={(e) => !e.open && onClose()} placement="bottom" motionPreset="slide-in-bottom" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content borderTopRadius="2xl" borderBottomRadius="0" mb="0" maxW="480px" pb="calc(env(safe-area-inset-bottom) + 16px)">
            <Dialog.Header pb="2" flexDirection="column" alignItems="flex-start" gap="0.5">
              <Dialog.Title color={`${palette}.700`}>{gate ? t.title(texts.game.gates[gate]) : ''}</Dialog.Title>
              {gate && (
                <Text fontSize="sm" color="gray.600" data-testid="bet-gate-rule">
                  {t.gateRule[gate]}
                </Text>
              )}
            </Dialog.Header>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="lg" aria-label={texts.common.close} />
            </Dialog.CloseTrigger>
            <Formik
              initialValues={{ amount: startingAmount(limits) as number | undefined }}
              initialTouched={{ amount: true }}
              validateOnMount
              validationSchema={betAmountSchema({ min: betMin, max: betMax, balance })}
              onSubmit={(values) => submit(values.amount!)}
            >
              {({ values, setFieldValue, setFieldTouched, isValid, isSubmitting }) => {
                const pays = isValid && values.amount !== undefined ? winPays(values.amount, rateBps) : undefined;
                const set = (amount: number) => {
                  void setFieldValue('amount', amount);
                  void setFieldTouched('amount', true, false);
                };
                return (
                  <Form noValidate>
                    <Dialog.Body>
                      <Stack gap="4">
                        <HStack justify="space-between" fontSize="sm" color="gray.600">
                          <Text>
                            {texts.game.zones[zone]} · {t.round} <b data-testid="bet-round">#{round?.incId ?? '—'}</b>
                          </Text>
                          <TimeLeft round={round} offsetMs={offsetMs} locked={locked} />
                        </HStack>
                        <Text fontSize="sm">
                          {t.balance}: <b>{balance === undefined ? '—' : formatPoints(balance)}</b>
                        </Text>
                        <NumberField
                          name="amount"
                          label={t.amountLabel}
                          textAlign="center"
                          fontSize="xl"
                          fontWeight="bold"
                          h="12"
                          start={
                            <IconButton aria-label={t.decrease(stepLabel)} variant="outline" size="xl" onClick={() => set(stepDown(values.amount, limits))}>
                              <MinusIcon />
                            </IconButton>
                          }
                          end={
                            <IconButton aria-label={t.increase(stepLabel)} variant="outline" size="xl" onClick={() => set(stepUp(values.amount, limits))}>
                              <PlusIcon />
                            </IconButton>
                          }
                        />
                        <Stack gap="2" role="group" aria-label={t.quickPicks}>
                          <Text fontSize="sm" color="gray.600">
                            {t.quickPicks}
                          </Text>
                          <SimpleGrid columns={3} gap="2">
                            {quickPicks(limits).map((pick) => (
                              <Button key={pick} h="11" variant={values.amount === pick ? 'solid' : 'outline'} colorPalette="brand" aria-pressed={values.amount === pick} onClick={() => set(pick)}>
                                {formatPoints(pick)}
                              </Button>
                            ))}
                          </SimpleGrid>
                        </Stack>
                        <Text fontSize="sm" color="gray.600" minH="5">
                          {pays === undefined ? '' : t.winPays(formatPoints(pays))}
                        </Text>
                      </Stack>
                    </Dialog.Body>
                    <Dialog.Footer flexDirection="column" gap="2">
                      <Text fontSize="sm" color="red.600" role="status" minH="5">
                        {locked ? t.locked : ''}
                      </Text>
                      <Button type="submit" w="full" size="xl" colorPalette={palette} loading={isSubmitting} disabled={!isValid || locked || !round}>
                        {t.submit}
                      </Button>
                    </Dialog.Footer>
                  </Form>
                );
              }}
            </Formik>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
});
