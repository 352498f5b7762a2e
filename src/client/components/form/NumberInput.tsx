import { Input, type InputProps } from '@chakra-ui/react';
import { type ChangeEvent, useLayoutEffect, useRef, useState } from 'react';
import { caretAfter, cleanNumericText, groupThousands, numericValue, significantBefore, textForValue } from './numeric-text';

export interface NumberInputProps extends Omit<InputProps, 'value' | 'onChange' | 'defaultValue' | 'type'> {
  readonly value: number | undefined;
  /** Receives the number, or undefined when the field is empty (spec section 5). */
  readonly onValueChange: (value: number | undefined) => void;
  readonly maxDecimals?: number;
}

/**
 * A numeric input of spec section 5: no negatives, at most 4 decimals, comma thousands separators
 * while typing. It keeps its own text so that "1." or "1.50" survive typing, and follows `value`
 * when it is changed from outside.
 */
export function NumberInput({ value, onValueChange, maxDecimals, ...inputProps }: NumberInputProps) {
  const [text, setText] = useState(() => textForValue(value, maxDecimals));
  const [shownValue, setShownValue] = useState(value);
  const ref = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);

  // A value set from outside (a quick pick, a step) replaces the text; the text's own value does not.
  if (value !== shownValue) {
    setShownValue(value);
    if (numericValue(cleanNumericText(text, maxDecimals)) !== value) setText(textForValue(value, maxDecimals));
  }

  useLayoutEffect(() => {
    if (caret.current === null || ref.current !== document.activeElement) return;
    ref.current?.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [text]);

  function handleChange(e: ChangeEvent<HTMLInputElement>) {
    const raw = e.target.value;
    const before = significantBefore(raw, e.target.selectionStart ?? raw.length);
    const formatted = groupThousands(cleanNumericText(raw, maxDecimals));
    caret.current = caretAfter(formatted, Math.min(before, formatted.replace(/,/g, '').length));
    const next = numericValue(formatted.replace(/,/g, ''));
    setText(formatted);
    setShownValue(next);
    onValueChange(next);
  }

  return <Input ref={ref} type="text" inputMode="decimal" autoComplete="off" {...inputProps} value={text} onChange={handleChange} />;
}
