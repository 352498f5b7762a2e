import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { system } from '../../../testing/render';
import { NumberInput } from '../NumberInput';
import { cleanNumericText } from '../numeric-text';

/** The input as a form uses it, with a button that sets the value from outside (like a quick pick). */
function Harness({ onValue, initial }: { onValue: (v: number | undefined) => void; initial?: number }) {
  const [value, setValue] = useState<number | undefined>(initial);
  return (
    <ChakraProvider value={system}>
      <NumberInput
        aria-label="Số điểm"
        value={value}
        onValueChange={(v) => {
          setValue(v);
          onValue(v);
        }}
      />
      <button onClick={() => setValue(2000)}>2000</button>
    </ChakraProvider>
  );
}

function setup(initial?: number) {
  const values: Array<number | undefined> = [];
  render(<Harness initial={initial} onValue={(v) => values.push(v)} />);
  return { input: screen.getByLabelText('Số điểm') as HTMLInputElement, values };
}

describe('numeric inputs (spec section 5)', () => {
  it('groups thousands with commas while typing and hands over the number', async () => {
    const { input, values } = setup();
    await userEvent.type(input, '1234567');
    expect(input.value).toBe('1,234,567');
    expect(values.at(-1)).toBe(1234567);
  });

  it('refuses a minus sign and a fifth decimal', async () => {
    const { input, values } = setup();
    await userEvent.type(input, '-12.345678');
    expect(input.value).toBe('12.3456');
    expect(values.at(-1)).toBe(12.3456);
    expect(values.every((v) => v === undefined || v >= 0)).toBe(true);
  });

  it('keeps a trailing dot while a decimal is being typed', async () => {
    const { input, values } = setup();
    await userEvent.type(input, '1000.');
    expect(input.value).toBe('1,000.');
    expect(values.at(-1)).toBe(1000);
    await userEvent.type(input, '5');
    expect(input.value).toBe('1,000.5');
  });

  it('gives undefined when emptied, and takes a pasted amount with separators', async () => {
    const { input, values } = setup(100);
    expect(input.value).toBe('100');
    await userEvent.clear(input);
    expect(values.at(-1)).toBeUndefined();
    fireEvent.change(input, { target: { value: '2,500,000' } });
    expect(input.value).toBe('2,500,000');
    expect(values.at(-1)).toBe(2500000);
  });

  it('shows a value set from outside', async () => {
    const { input } = setup(100);
    await userEvent.click(screen.getByText('2000'));
    expect(input.value).toBe('2,000');
  });

  it('cleans leading zeros and stray characters', () => {
    expect(cleanNumericText('007')).toBe('7');
    expect(cleanNumericText('.5')).toBe('0.5');
    expect(cleanNumericText('1.2.3')).toBe('1.23');
    expect(cleanNumericText('abc')).toBe('');
  });
});
