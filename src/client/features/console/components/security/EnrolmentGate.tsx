import { Box, Button, Center, Flex, HStack, Spinner, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { texts } from '../../../../../shared/texts';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { paths } from '../../../../config/paths';
import { selectProfile, signedOut } from '../../../../stores/auth-slice';
import { useGetTotpStatusQuery } from '../../api/security-api';
import { SecurityScreen } from './SecurityScreen';

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
  const operator = useAppSelector(selectProfile);
  const dispatch = useAppDispatch();
  return (
    <Flex direction="column" minH="100dvh" bg="gray.50">
      <HStack as="header" bg="white" borderBottomWidth="1px" px="4" py="2" justify="space-between" gap="2">
        <Text fontWeight="bold" color="brand.700" truncate>
          {texts.console.title}
        </Text>
        <HStack gap="2" flex="0 0 auto">
          <Text display={{ base: 'none', md: 'block' }} fontSize="sm" color="gray.600" data-testid="console-operator">
            {operator?.username}
          </Text>
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => dispatch(signedOut())}>
            {texts.common.logout}
          </Button>
        </HStack>
      </HStack>
      <Box as="main" flex="1" p={{ base: '3', md: '6' }} minW="0">
        <SecurityScreen />
      </Box>
    </Flex>
  );
}
