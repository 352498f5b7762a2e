import { Box, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { PlayerLedgerEntry } from '../../../../shared/api/ledger';
import { formatPoints } from '../../../../shared/money';
import { texts } from '../../../../shared/texts';
import { formatDateTime } from '../../../lib/format';
import { ledgerRef } from '../lib/ledger-ref';

const t = texts.ledger;

/** A change as it moved the balance: +1,000 / -100.5. */
const signed = (points: number) => `${points > 0 ? '+' : ''}${formatPoints(points)}`;

/**
 * One change of the balance: what it was (its kind), by how much (signed), the balance right after it,
 * when, and what it came from, linked to where the app shows that (a round's detail, a history).
 */
export function LedgerEntryRow({ entry }: { entry: PlayerLedgerEntry }) {
  const ref = ledgerRef(entry);
  return (
    <Stack gap="1" px="4" py="3" borderTopWidth="1px" borderColor="gray.100" _first={{ borderTopWidth: 0 }} data-testid="ledger-row" data-id={entry.id}>
      <HStack justify="space-between" align="baseline" gap="3">
        <Text fontWeight="semibold" data-testid="ledger-kind">
          {t.kinds[entry.kind] ?? entry.kind}
        </Text>
        <Text fontWeight="bold" fontVariantNumeric="tabular-nums" color={entry.delta < 0 ? 'red.600' : 'green.600'} data-testid="ledger-amount">
          {signed(entry.delta)}
        </Text>
      </HStack>
      <HStack justify="space-between" gap="3" fontSize="sm" color="gray.600">
        <Text fontVariantNumeric="tabular-nums" data-testid="ledger-time">
          {formatDateTime(entry.createdAt)}
        </Text>
        <Text data-testid="ledger-balance-after">
          {t.balanceAfter}:{' '}
          <Box as="span" fontWeight="semibold" color="gray.800" fontVariantNumeric="tabular-nums">
            {formatPoints(entry.balanceAfter)}
          </Box>
        </Text>
      </HStack>
      {ref &&
        (ref.to ? (
          <Link asChild fontSize="sm" color="brand.700" fontWeight="medium" alignSelf="flex-start" data-testid="ledger-ref">
            <RouterLink to={ref.to}>{ref.text}</RouterLink>
          </Link>
        ) : (
          <Text fontSize="sm" data-testid="ledger-ref">
            {ref.text}
          </Text>
        ))}
      {entry.note && (
        <Text fontSize="sm" color="gray.600" data-testid="ledger-note">
          {texts.accountArea.history.note(entry.note)}
        </Text>
      )}
    </Stack>
  );
}
