import { Button, CloseButton, Dialog, Heading, List, Portal, Stack, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { BPS } from '../../../../shared/game';
import { formatPoints } from '../../../../shared/money';
import { texts } from '../../../../shared/texts';
import { withdrawalTermsLines } from '../../../../shared/withdrawals';
import { useGetWithdrawalRulesQuery } from '../../../api/withdrawal-rules';
import { MountOnOpen } from '../../../components/MountOnOpen';
import { useBackCloses } from '../../../hooks/use-back-closes';

const t = texts.game.terms;

function Section({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <Stack as="section" gap="2">
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      <List.Root gap="2" ps="5" lineHeight="tall">
        {items.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}

/**
 * What converting points costs, from GET /v1/withdrawals/rules (read each time the terms open):
 * never a figure written by hand, so a change of the tiers or the minimum changes these lines.
 */
function WithdrawalSection() {
  const { data, isError } = useGetWithdrawalRulesQuery();
  const items = data ? withdrawalTermsLines(data) : [isError ? texts.home.home.loadFailed : t.rulesLoading];
  return <Section title={t.taxTitle} items={items} />;
}

export interface TermsDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** What a win pays, in basis points (19,500: 1.95 times the stake); undefined until GET /v1/system answers. */
  readonly payoutBps?: number | undefined;
  readonly betLockSeconds?: number | undefined;
  /** The operator's terms (GET /v1/system `content.terms`); until they arrive, the built-in text. */
  readonly terms?: string | undefined;
}

/**
 * The details button's full-screen terms (spec section 1): how the Home buttons play (from the live
 * payout and lock), then the operator's terms text (the built-in terms while it loads or if it is
 * blank), then the withdrawal fees in force. Every figure comes from the rules in force; until they
 * arrive, their section says it is loading rather than show a default.
 */
export const TermsDialog = memo(function TermsDialog({ open, onClose, payoutBps, betLockSeconds, terms }: TermsDialogProps) {
  useBackCloses(open, onClose);
  const operatorTerms = terms?.trim();
  const howToPlay = payoutBps !== undefined && betLockSeconds !== undefined ? t.howToPlay(formatPoints(payoutBps / BPS), betLockSeconds) : [t.rulesLoading];
  return (
    <MountOnOpen open={open}>
      <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} size="full" motionPreset="slide-in-bottom" lazyMount unmountOnExit>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content pt="env(safe-area-inset-top)">
              <Dialog.Header>
                <Dialog.Title>{t.title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.CloseTrigger asChild top="calc(env(safe-area-inset-top) + 8px)">
                <CloseButton size="lg" aria-label={texts.common.close} />
              </Dialog.CloseTrigger>
              <Dialog.Body>
                <Stack gap="6" maxW="480px" mx="auto">
                  <Section title={t.howToPlayTitle} items={howToPlay} />
                  {operatorTerms ? (
                    <Text whiteSpace="pre-line" lineHeight="tall" data-testid="operator-terms">
                      {operatorTerms}
                    </Text>
                  ) : (
                    <>
                      <Section title={t.resultTitle} items={t.result} />
                      <Section title={t.violationTitle} items={t.violation} />
                    </>
                  )}
                  <WithdrawalSection />
                </Stack>
              </Dialog.Body>
              <Dialog.Footer pb="calc(env(safe-area-inset-bottom) + 16px)">
                <Button w="full" maxW="480px" mx="auto" size="lg" colorPalette="brand" onClick={onClose}>
                  {texts.common.close}
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </MountOnOpen>
  );
});
