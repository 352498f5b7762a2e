import type { ReactNode } from 'react';
import { TextField } from '../../components/form/TextField';

/** What a money form of the console holds as typed: points, and the note (a reason) kept with them. */
export interface AmountNoteValues {
  readonly amount: string;
  readonly note: string;
}

export interface AmountNoteLabels {
  readonly amount: string;
  /** The amount's format, inside the empty box. */
  readonly amountHelp?: string;
  readonly note: string;
}

interface AmountNoteFieldsProps {
  readonly labels: AmountNoteLabels;
  /** The amount may take a sign (an adjustment): no decimal keypad, which has no minus key. */
  readonly signed?: boolean;
  /** Between the amount and the note: what else the form asks (a deposit's status). */
  readonly children?: ReactNode;
}

/** The amount and the note of a deposit or an adjustment, bound to the form's `amount` and `note`. */
export function AmountNoteFields({ labels, signed = false, children }: AmountNoteFieldsProps) {
  return (
    <>
      <TextField name="amount" label={labels.amount} placeholder={labels.amountHelp} inputMode={signed ? undefined : 'decimal'} autoComplete="off" />
      {children}
      <TextField name="note" label={labels.note} maxLength={500} autoComplete="off" />
    </>
  );
}
