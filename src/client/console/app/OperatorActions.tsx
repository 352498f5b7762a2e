import { Button, HStack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { texts } from '../../../shared/texts';
import { useAppDispatch, useAppSelector } from '../../stores/hooks';
import { paths } from '../../config/paths';
import { selectProfile, signedOut } from '../../stores/auth-slice';

/** The right of the console's top bar: who is signed in (from `md` up), the way back to the app, sign-out. */
export function OperatorActions({ backToApp = false }: { backToApp?: boolean }) {
  const operator = useAppSelector(selectProfile);
  const dispatch = useAppDispatch();
  return (
    <HStack gap="2" flex="0 0 auto">
      <Text display={{ base: 'none', md: 'block' }} fontSize="sm" color="gray.600" truncate data-testid="console-operator">
        {operator?.username}
      </Text>
      {backToApp && (
        <Button asChild size="sm" variant="ghost">
          <Link to={paths.home}>{texts.console.backToApp}</Link>
        </Button>
      )}
      <Button size="sm" variant="outline" colorPalette="red" onClick={() => dispatch(signedOut())}>
        {texts.common.logout}
      </Button>
    </HStack>
  );
}
