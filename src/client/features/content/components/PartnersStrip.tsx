import { Box, HStack, Text } from '@chakra-ui/react';
import type { PublicPartner } from '../../../../shared/api/content';

function Logo({ partner }: { partner: PublicPartner }) {
  return (
    <Box as="figure" w="20" flex="0 0 auto" textAlign="center">
      <Box h="12" display="flex" alignItems="center" justifyContent="center">
        <img src={partner.logo} alt={partner.name} loading="lazy" style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} />
      </Box>
      <Text as="figcaption" fontSize="xs" color="gray.600" truncate>
        {partner.name}
      </Text>
    </Box>
  );
}

/** The operator's partners: logos in their order, each opening its site in a new tab when it has one. */
export function PartnersStrip({ partners }: { partners: readonly PublicPartner[] }) {
  return (
    <HStack as="ul" gap="3" overflowX="auto" listStyleType="none" css={{ scrollbarWidth: 'none' }}>
      {partners.map((partner) => (
        <Box as="li" key={partner.id} data-testid="partner">
          {partner.link ? (
            <a href={partner.link} target="_blank" rel="noopener noreferrer">
              <Logo partner={partner} />
            </a>
          ) : (
            <Logo partner={partner} />
          )}
        </Box>
      ))}
    </HStack>
  );
}
