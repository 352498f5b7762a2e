import { Box, Center, Flex, HStack, Spinner, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { texts } from '../../../shared/texts';
import { paths } from '../../config/paths';
import { useGetTotpStatusQuery } from '../features/security/api/security-api';
import { SecurityScreen } from '../features/security/components/SecurityScreen';
import { OperatorActions } from './OperatorActions';

/**
 * The console opens once the operator's TOTP is on: until then it shows only /admin/security, in a
 * bare frame without the sections (the server refuses every other console call anyway, with
 * TOTP_ENROLMENT_REQUIRED, which fetches the status again). When the status cannot be read (no
 * network) the console is shown: the server still decides.
 */
export function EnrolmentGate({ children }: { children: ReactNode }) {
  const { data, isLoading } = useGetTotpStatusQuery();
  const { pathname } = useLocation();

  if (isLoading) {
    return (
      <Center minH="100dvh">
        <Spinner size="lg" color="brand.500" aria-label={texts.console.loading} />
      </Center>
    );
  }
  if (!data || data.enabled) return children;
  if (pathname !== paths.admin.security) return <Navigate to={paths.admin.security} replace />;
  return <EnrolmentFrame />;
}

function EnrolmentFrame() {
  return (
    <Flex direction="column" minH="100dvh" bg="gray.50">
      <HStack as="header" bg="white" borderBottomWidth="1px" px="4" py="2" justify="space-between" gap="2">
        <Text fontWeight="bold" color="brand.700" truncate>
          {texts.console.title}
        </Text>
        <OperatorActions />
      </HStack>
      <Box as="main" flex="1" p={{ base: '3', md: '6' }} minW="0">
        <SecurityScreen />
      </Box>
    </Flex>
  );
}
