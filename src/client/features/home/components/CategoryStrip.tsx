import { Box, Grid, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { texts } from '../../../../shared/texts';
import { DumbbellIcon, PhoneIcon, ShirtIcon, SofaIcon, SparklesIcon } from '../../../components/icons';

const icons = [ShirtIcon, SparklesIcon, PhoneIcon, SofaIcon, DumbbellIcon];

/**
 * The decorative category row of the spec's Home. They lead nowhere, so they are drawn as a plain
 * list rather than buttons that would do nothing when tapped.
 */
export const CategoryStrip = memo(function CategoryStrip() {
  return (
    <Grid as="ul" templateColumns="repeat(5, 1fr)" gap="1" aria-label={texts.game.home.categories} listStyleType="none">
      {texts.game.home.categoryNames.map((name, i) => {
        const Icon = icons[i % icons.length]!;
        return (
          <Box as="li" key={name} display="flex" flexDirection="column" alignItems="center" gap="1">
            <Box w="11" h="11" borderRadius="full" bg="white" boxShadow="sm" display="flex" alignItems="center" justifyContent="center" color="brand.600">
              <Icon boxSize="5" />
            </Box>
            <Text fontSize="xs" color="gray.700" textAlign="center" lineHeight="1.2">
              {name}
            </Text>
          </Box>
        );
      })}
    </Grid>
  );
});
