import { HStack, Stack, Switch, Text } from '@chakra-ui/react';
import { texts } from '../../../../shared/texts';
import { BellIcon } from '../../../components/icons';
import { usePushSwitch } from '../hooks/use-push-switch';
import { PushTopics } from './PushTopics';
import { SwitchControl } from '../../../components/SwitchControl';

const t = texts.accountArea.push;

/**
 * 'Thông báo đẩy' (issue 32): Web Push on or off for this device, what stands in the way said
 * plainly beside it, and, once on, what the player hears about (PushTopics, kept on the server).
 */
export function PushSetting() {
  const { on, busy, checked, problem, turnOn, turnOff } = usePushSwitch();
  return (
    <Stack bg="white" borderRadius="xl" boxShadow="xs" px="4" py="3" gap="2" data-testid="push-setting">
      <HStack minH="28px" gap="3">
        <BellIcon boxSize="5" color="brand.600" />
        <Switch.Root
          flex="1"
          display="flex"
          justifyContent="space-between"
          checked={checked}
          disabled={on === undefined || busy || problem === 'unsupported'}
          onCheckedChange={(e) => void (e.checked ? turnOn() : turnOff())}
          colorPalette="brand"
        >
          <Switch.HiddenInput />
          <Switch.Label fontWeight="medium" fontSize="md">
            {t.title}
          </Switch.Label>
          <SwitchControl />
        </Switch.Root>
      </HStack>
      <Text fontSize="sm" color="gray.600">
        {t.help}
      </Text>
      {problem && (
        <Text fontSize="sm" color="orange.700" role="status" data-testid="push-problem">
          {t[problem]}
        </Text>
      )}
      {on && <PushTopics />}
    </Stack>
  );
}
