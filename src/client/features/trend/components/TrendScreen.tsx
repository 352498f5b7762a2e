import { Box, Text } from '@chakra-ui/react';
import { texts } from '../../../../shared/texts';
import { ScreenHeader } from '../../../components/ScreenHeader';
import { paths } from '../../../config/paths';

/** /trend 'Xu hướng kỷ lục': the round history table arrives with the game. */
export function TrendScreen() {
  return (
    <>
      <ScreenHeader title={texts.trend.title} backTo={paths.home} />
      <Box m="4" p="6" bg="white" borderRadius="2xl" textAlign="center">
        <Text color="gray.600">{texts.shell.comingSoon}</Text>
      </Box>
    </>
  );
}
