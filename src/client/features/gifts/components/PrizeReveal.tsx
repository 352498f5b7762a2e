import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { m, useReducedMotion } from 'framer-motion';
import type { OpenBoxResponse } from '../../../../shared/api/growth';
import { formatPoints } from '../../../../shared/money';
import { texts } from '../../../../shared/texts';
import { GiftIcon } from '../../../components/icons';
import { MountOnOpen } from '../../../components/MountOnOpen';
import { useBackCloses } from '../../../hooks/use-back-closes';

const t = texts.growth.box;

/**
 * The prize of an opened box, revealed with a short pop; shown at once when the device asks for less
 * motion. A prize of 0 points is said as what it is (its name, no congratulations, no '+0').
 */
export function PrizeReveal({ prize, onClose }: { prize: OpenBoxResponse['prize'] | undefined; onClose: () => void }) {
  useBackCloses(Boolean(prize), onClose);
  const reduced = useReducedMotion();
  const won = (prize?.points ?? 0) > 0;
  return (
    <MountOnOpen open={Boolean(prize)}>
      <Dialog.Root open={Boolean(prize)} onOpenChange={(e) => !e.open && onClose()} placement="center">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner px="4">
            <Dialog.Content borderRadius="2xl" overflow="hidden">
              <Dialog.Body pt="6">
                <m.div
                  initial={reduced ? false : { scale: 0.3, rotate: -15, opacity: 0 }}
                  animate={{ scale: 1, rotate: 0, opacity: 1 }}
                  transition={{ type: 'spring', stiffness: 260, damping: 16, duration: 0.5 }}
                  data-testid="prize-reveal"
                >
                  <Stack align="center" gap="2" textAlign="center">
                    <GiftIcon boxSize="16" color="brand.600" />
                    <Dialog.Title fontSize="lg">{won ? t.wonTitle : prize?.name}</Dialog.Title>
                    {won && (
                      <>
                        <Text fontSize="xl" fontWeight="bold" data-testid="prize-name">
                          {prize?.name}
                        </Text>
                        <Text fontSize="3xl" fontWeight="bold" color="green.600" data-testid="prize-points">
                          {prize && t.wonPoints(formatPoints(prize.points))}
                        </Text>
                      </>
                    )}
                  </Stack>
                </m.div>
              </Dialog.Body>
              <Dialog.Footer>
                <Button w="full" size="lg" colorPalette="brand" onClick={onClose}>
                  {t.close}
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </MountOnOpen>
  );
}
