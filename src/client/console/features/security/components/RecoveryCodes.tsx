import { Button, Code, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { texts } from '../../../../../shared/texts';
import { useAppDispatch } from '../../../../stores/hooks';
import { toastShown } from '../../../../stores/toasts-slice';

const t = texts.console.security.enrol;

/**
 * The 10 recovery codes, shown this once (the server keeps only their hashes): copy them, then say
 * they are saved, and only then does the console open.
 */
export function RecoveryCodes({ codes, onSaved }: { codes: readonly string[]; onSaved: () => void }) {
  const dispatch = useAppDispatch();

  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      dispatch(toastShown(t.copied, 'success'));
    } catch {
      // No clipboard (plain HTTP, refused permission): the codes stay on screen to copy by hand.
      dispatch(toastShown(t.copyFailed, 'error'));
    }
  }

  return (
    <Stack gap="4" bg="white" borderRadius="lg" borderWidth="1px" p="4" role="region" aria-label={t.codesTitle}>
      <Heading size="md">{t.codesTitle}</Heading>
      <Text color="gray.700">{t.codesIntro}</Text>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2" data-testid="recovery-codes">
        {codes.map((code) => (
          <Code key={code} fontSize="lg" p="2" textAlign="center" letterSpacing="wider" userSelect="all">
            {code}
          </Code>
        ))}
      </SimpleGrid>
      <HStack gap="3" wrap="wrap">
        <Button variant="outline" onClick={() => void copy()}>
          {t.copy}
        </Button>
        <Button colorPalette="brand" onClick={onSaved}>
          {t.saved}
        </Button>
      </HStack>
    </Stack>
  );
}
