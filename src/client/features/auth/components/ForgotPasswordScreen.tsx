import { Box, Heading, HStack, IconButton } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { texts } from '../../../../shared/texts';
import { SupportContact } from '../../../components/HotlineDialog';
import { ArrowLeftIcon } from '../../../components/icons';
import { paths } from '../../../config/paths';

/**
 * /auth/forgot-password: no self-service reset; support resets passwords (spec section 2): the
 * hotline, else the chat link, else a plain word that no contact is set up yet.
 */
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
        <Box fontSize="md">
          <SupportContact need="forgotPassword" signedIn={false} />
        </Box>
      </Box>
    </Box>
  );
}
