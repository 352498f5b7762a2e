import { Box, Grid, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { DEFAULT_ZONE_SECONDS, ZONES, type Zone } from '../../../../shared/game';
import { texts } from '../../../../shared/texts';

/** LEVEL_1 'Thời trang' / LEVEL_3 'Sản phẩm' / LEVEL_5 'Phụ kiện', with each round's length. */
export const LevelSwitch = memo(function LevelSwitch({ zone, onChange, zoneSeconds }: { zone: Zone; onChange: (zone: Zone) => void; zoneSeconds?: Readonly<Record<Zone, number>> }) {
  return (
    <Grid templateColumns="repeat(3, 1fr)" gap="1" p="1" bg="white" borderRadius="xl" boxShadow="sm" role="group" aria-label={texts.game.home.levelSwitch}>
      {ZONES.map((z) => {
        const active = z === zone;
        return (
          <Box
            as="button"
            key={z}
            aria-pressed={active}
            onClick={() => onChange(z)}
            minH="12"
            borderRadius="lg"
            bg={active ? 'brand.600' : 'transparent'}
            color={active ? 'white' : 'gray.700'}
            transition="background 0.15s"
            _active={{ transform: 'scale(0.98)' }}
          >
            <Text fontWeight="semibold" fontSize="sm" lineHeight="1.2">
              {texts.game.zones[z]}
            </Text>
            <Text fontSize="xs" opacity={0.8}>
              {texts.game.home.duration((zoneSeconds ?? DEFAULT_ZONE_SECONDS)[z])}
            </Text>
          </Box>
        );
      })}
    </Grid>
  );
});
