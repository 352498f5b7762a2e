import { Box, Heading, HStack, IconButton, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { texts } from '../../../../shared/texts';
import { HotlineNumber } from '../../../components/HotlineDialog';
import { ArrowLeftIcon } from '../../../components/icons';
import { paths } from '../../../config/paths';

/** /auth/forgot-password: no self-service reset; the hotline resets passwords (spec section 2). */
export function ForgotPasswordScreen() {
  return (
    <Box color="white" pt="2">
      <HStack gap="2" mb="8">
        <IconButton asChild aria-label={texts.auth.loginNow} variant="ghost" color="white" size="lg" _hover={{ bg: 'whiteAlpha.200' }}>
          <Link to={paths.auth.login}>
            <ArrowLeftIcon />
          </Link>
        </IconButton>
        <Heading as="h1" size="lg">
          {texts.auth.forgotPasswordTitle}
        </Heading>
      </HStack>
      <Box bg="white" color="gray.800" borderRadius="2xl" p="6" boxShadow="xl">
        <Text fontSize="md" lineHeight="tall">
          {texts.auth.forgotPasswordBody}
        </Text>
        <HotlineNumber />
      </Box>
    </Box>
  );
}
