import { Badge, Box, Button, Grid, HStack, Image, Link, Text } from '@chakra-ui/react';
import type { AdminVerification } from '../../../../../shared/api/verifications';
import { texts } from '../../../../../shared/texts';
import { formatDateTime } from '../../../../lib/format';
import { formatAge } from '../../../lib/age';

const t = texts.console.verifications;
const PALETTE = { PENDING: 'orange', APPROVED: 'green', REJECTED: 'red' } as const;

function Photo({ src, label }: { src: string; label: string }) {
  return (
    <Box>
      <Text fontSize="xs" color="gray.500" mb="1">
        {label}
      </Text>
      {/* Signed URLs expire within minutes: a new list fetch signs them again. */}
      <Link href={src} target="_blank" rel="noreferrer" display="block">
        <Image src={src} alt={label} w="full" maxH="64" objectFit="contain" bg="gray.100" borderRadius="md" />
      </Link>
    </Box>
  );
}

/** One identity check: the bank account holder's name, both sides of the ID side by side, and the review. */
export function VerificationCard({ verification: v, nowMs, onReview }: { verification: AdminVerification; nowMs: number; onReview: (approve: boolean) => void }) {
  return (
    <Box bg="white" borderRadius="lg" borderWidth="1px" p="4" data-testid="verification-row" data-id={v.id}>
      <HStack justify="space-between" wrap="wrap" gap="2" mb="3">
        <Text fontWeight="bold">
          #{v.id} · {v.player.username} · ID {v.player.incId}
        </Text>
        <HStack gap="2">
          <Text fontSize="sm" color="gray.600">
            {v.status === 'PENDING' ? formatAge(v.createdAt, nowMs) : formatDateTime(v.reviewedAt ?? v.createdAt)}
          </Text>
          <Badge colorPalette={PALETTE[v.status]} data-testid="verification-status">
            {texts.console.status[v.status]}
          </Badge>
        </HStack>
      </HStack>
      {/* The name the withdrawals will be paid to, read against the name on the ID. */}
      <Text mb="2" fontSize="sm" color="gray.600" data-testid="verification-bank-holder">
        {t.bankHolder}:{' '}
        {v.bankAccountHolder ? (
          <Text as="span" fontWeight="bold" color="gray.900">
            {v.bankAccountHolder}
          </Text>
        ) : (
          <Text as="span" color="orange.700">
            {t.noBank}
          </Text>
        )}
      </Text>
      <Grid templateColumns="repeat(2, 1fr)" gap="3">
        <Photo src={v.frontID} label={t.front} />
        <Photo src={v.backID} label={t.back} />
      </Grid>
      {v.reason && (
        <Text mt="2" fontSize="sm">
          {t.reason}: {v.reason}
        </Text>
      )}
      {v.status === 'PENDING' && (
        <HStack mt="3" gap="2" justify="flex-end">
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => onReview(false)}>
            {t.reject}
          </Button>
          <Button size="sm" colorPalette="brand" onClick={() => onReview(true)}>
            {t.approve}
          </Button>
        </HStack>
      )}
    </Box>
  );
}
