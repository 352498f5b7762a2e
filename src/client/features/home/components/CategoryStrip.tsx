import { Box, Grid, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { texts } from '../../../../shared/texts';
import { DumbbellIcon, PhoneIcon, ShirtIcon, SofaIcon, SparklesIcon } from '../../../components/icons';

const icons = [ShirtIcon, SparklesIcon, PhoneIcon, SofaIcon, DumbbellIcon];

/**
 * The decorative category buttons of the spec's Home (section 2): buttons, as the spec shows them,
 * that lead nowhere (the spec gives them no action); a tap only presses them.
 */
export const CategoryStrip = memo(function CategoryStrip() {
  return (
    <Grid as="ul" templateColumns="repeat(5, 1fr)" gap="1" aria-label={texts.game.home.categories} listStyleType="none">
      {texts.game.home.categoryNames.map((name, i) => {
        const Icon = icons[i % icons.length]!;
        return (
          <Box as="li" key={name}>
            <Box asChild w="full" display="flex" flexDirection="column" alignItems="center" gap="1" borderRadius="lg" py="1" _active={{ transform: 'scale(0.95)' }} _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500' }}>
              <button type="button">
                <Box as="span" w="11" h="11" borderRadius="full" bg="white" boxShadow="sm" display="flex" alignItems="center" justifyContent="center" color="brand.600">
                  <Icon boxSize="5" />
                </Box>
                <Text as="span" fontSize="xs" color="gray.700" textAlign="center" lineHeight="1.2">
                  {name}
                </Text>
              </button>
            </Box>
          </Box>
        );
      })}
    </Grid>
  );
});
