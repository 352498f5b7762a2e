import { useSyncExternalStore } from 'react';
import { betSoundOn, setBetSound, subscribeBetSound } from '../../../lib/bet-sound';

const current = () => betSoundOn();

/** The bet-sound setting, following changes made here and in the player's other tabs. */
export function useBetSound(): [on: boolean, set: (on: boolean) => void] {
  return [useSyncExternalStore(subscribeBetSound, current), setBetSound];
}
