import { Box, QrCode as ChakraQrCode } from '@chakra-ui/react';

/**
 * A QR code of `text` (an otpauth:// URI), drawn as SVG by Chakra's QR code, which the app already
 * ships for the referral link: no second QR library in anyone's download.
 */
export function QrCode({ text, label, size = 208 }: { text: string; label: string; size?: number }) {
  return (
    <Box w={`${size}px`} h={`${size}px`} p="2" bg="white" borderWidth="1px" borderRadius="md" flex="0 0 auto">
      <ChakraQrCode.Root value={text} encoding={{ ecc: 'M' }} w="full" h="full" aria-label={label} role="img" data-testid="totp-qr">
        <ChakraQrCode.Frame w="full" h="full">
          <ChakraQrCode.Pattern />
        </ChakraQrCode.Frame>
      </ChakraQrCode.Root>
    </Box>
  );
}
