import { Box, Button, Center, HStack, IconButton, QrCode, Stack, Text } from '@chakra-ui/react';
import { texts } from '../../../../shared/texts';
import { useAppDispatch } from '../../../stores/hooks';
import { CopyIcon, ShareIcon } from '../../../components/icons';
import { toastShown } from '../../../stores/toasts-slice';
import { copyText } from '../lib/sharing';

const t = texts.growth.reference;

/** The referral code and link, each with a copy button; sharing where the phone offers it; the link as a QR code. */
export function ReferralCodeCard({ code, link }: { code: string; link: string }) {
  const dispatch = useAppDispatch();
  const copy = async (text: string) => {
    if (await copyText(text)) dispatch(toastShown(texts.growth.copied));
    else dispatch(toastShown(texts.errors.generic, 'error'));
  };
  // Only some browsers have the Web Share API (most phones do, most desktops do not).
  const canShare = typeof navigator.share === 'function';
  const share = () =>
    navigator.share({ text: t.shareText(code), url: link }).catch(() => {
      // Closing the share sheet rejects too: nothing to tell the player.
    });

  return (
    <Stack gap="3" bg="white" borderRadius="xl" p="4" boxShadow="xs">
      <CopyLine label={t.code} value={code} copyLabel={t.copyCode} onCopy={() => void copy(code)} big testId="referral-code" />
      <CopyLine label={t.link} value={link} copyLabel={t.copyLink} onCopy={() => void copy(link)} testId="referral-link" />
      <Center py="2">
        {/* Chakra's own QR code (part of @chakra-ui/react): scanned by another phone, it opens the link. */}
        <QrCode.Root value={link} size="xl" encoding={{ ecc: 'M' }} aria-label={t.qr} role="img" data-testid="referral-qr">
          <QrCode.Frame>
            <QrCode.Pattern />
          </QrCode.Frame>
        </QrCode.Root>
      </Center>
      {canShare && (
        <Button size="lg" colorPalette="brand" variant="outline" onClick={() => void share()}>
          <ShareIcon boxSize="5" /> {t.share}
        </Button>
      )}
    </Stack>
  );
}

function CopyLine({ label, value, copyLabel, onCopy, big, testId }: { label: string; value: string; copyLabel: string; onCopy: () => void; big?: boolean; testId: string }) {
  return (
    <Box>
      <Text fontSize="sm" color="gray.600">
        {label}
      </Text>
      <HStack gap="2">
        <Text flex="1" minW="0" truncate fontWeight={big ? 'bold' : 'medium'} fontSize={big ? '2xl' : 'sm'} color={big ? 'brand.800' : 'gray.800'} letterSpacing={big ? 'wider' : undefined} data-testid={testId}>
          {value}
        </Text>
        <IconButton aria-label={copyLabel} variant="subtle" colorPalette="brand" size="lg" onClick={onCopy}>
          <CopyIcon />
        </IconButton>
      </HStack>
    </Box>
  );
}
