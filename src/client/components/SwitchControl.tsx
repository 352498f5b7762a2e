import { Switch } from '@chakra-ui/react';

/**
 * The track and thumb of a `Switch.Root`, drawn here: the design system (app/theme.ts) leaves out
 * Chakra's switch recipe, whose styles would come with the first visit's JavaScript (its 180 kB
 * budget); the switches live on screens loaded later. Off: grey; on: the brand's colour.
 */
export function SwitchControl() {
  return (
    <Switch.Control display="inline-flex" alignItems="center" flexShrink={0} w="10" h="6" p="0.5" borderRadius="full" bg="gray.300" transition="background 0.2s" _checked={{ bg: 'brand.500' }}>
      <Switch.Thumb boxSize="5" borderRadius="full" bg="white" boxShadow="sm" transition="translate 0.2s" _checked={{ translate: '1rem 0' }} />
    </Switch.Control>
  );
}
