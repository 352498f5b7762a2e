import { Input, type InputProps } from '@chakra-ui/react';
import { useState } from 'react';
import { texts } from '../../../shared/texts';
import { dayToText, isDay, maskDayText, parseDayText } from '../../lib/day-text';

export interface DayInputProps extends Omit<InputProps, 'value' | 'onChange' | 'type'> {
  /** The day shown, YYYY-MM-DD; '' (or an unfinished text) shows what the player typed. */
  readonly value: string;
  /** Every keystroke: the day when the text names a real one, else null, and the text as typed. */
  readonly onDayChange: (day: string | null, text: string) => void;
}

/**
 * A day typed as dd/MM/yyyy whatever the device's locale: digits only, slashes put in as they are
 * typed, a numeric keypad on phones. Used wherever a player or an operator picks a day.
 */
export function DayInput({ value, onDayChange, ...inputProps }: DayInputProps) {
  const [text, setText] = useState(() => dayToText(value));
  const [followed, setFollowed] = useState(value);
  // Follow the value when it changes from outside (a reset, a link with ?from=…), not while typing
  // (set while rendering, React's pattern for state derived from a changed prop).
  if (value !== followed) {
    setFollowed(value);
    if (value === '') setText('');
    else if (isDay(value) && parseDayText(text) !== value) setText(dayToText(value));
  }
  return (
    <Input
      {...inputProps}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder={texts.common.dayPlaceholder}
      maxLength={10}
      value={text}
      onChange={(e) => {
        const next = maskDayText(e.target.value);
        setText(next);
        onDayChange(parseDayText(next), next);
      }}
    />
  );
}
