import { Alert, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { SecondFactorLockView } from '../../../../../shared/api/dashboard';
import { texts } from '../../../../../shared/texts';
import { paths } from '../../../../config/paths';
import { formatDateTime } from '../../../../lib/format';

const t = texts.console.dashboard.secondFactorLocks;

/**
 * An operator's second factor locked after wrong codes in the last day (issue 47): whoever tried
 * knew their password. Shown above everything else, with the audit log's failures one tap away.
 */
export function SecondFactorLocks({ locks }: { readonly locks: readonly SecondFactorLockView[] }) {
  if (locks.length === 0) return null;
  return (
    <Alert.Root status="error" data-testid="second-factor-locks">
      <Alert.Indicator />
      <Stack gap="1">
        <Alert.Title>{t.title}</Alert.Title>
        <Alert.Description>
          <Stack gap="1">
            {locks.map((lock) => (
              <Text key={`${lock.operatorId}-${lock.lockedAt}`}>
                {t.line(lock.username, formatDateTime(lock.lockedAt), lock.lockedUntil ? formatDateTime(lock.lockedUntil) : null)}
              </Text>
            ))}
            <Text>{t.advice}</Text>
            <Link asChild fontWeight="medium" textDecoration="underline">
              <RouterLink to={`${paths.admin.audit}?action=TOTP_FAILED`}>{t.open}</RouterLink>
            </Link>
          </Stack>
        </Alert.Description>
      </Stack>
    </Alert.Root>
  );
}
