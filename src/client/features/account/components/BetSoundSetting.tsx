import { HStack, Switch } from '@chakra-ui/react';
import { texts } from '../../../../shared/texts';
import { BellIcon } from '../../../components/icons';
import { useBetSound } from '../hooks/use-bet-sound';
import { SwitchControl } from '../../../components/SwitchControl';

/** On or off: the sound a bet's result plays when its round settles (issue 30), kept on this device. */
export function BetSoundSetting() {
  const [on, setOn] = useBetSound();
  return (
    <HStack bg="white" borderRadius="xl" boxShadow="xs" px="4" minH="52px" gap="3">
      <BellIcon boxSize="5" color="brand.600" />
      <Switch.Root flex="1" display="flex" justifyContent="space-between" checked={on} onCheckedChange={(e) => setOn(e.checked)} colorPalette="brand">
        <Switch.HiddenInput />
        <Switch.Label fontWeight="medium" fontSize="md">
          {texts.accountArea.centre.betSound}
        </Switch.Label>
        <SwitchControl />
      </Switch.Root>
    </HStack>
  );
}
