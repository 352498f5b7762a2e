import { Field, Input, InputGroup } from '@chakra-ui/react';
import { useField } from 'formik';
import { useId } from 'react';

interface FigureFieldProps {
  readonly name: string;
  readonly label: string;
  /** The label stays for screen readers only (a table's column says it). */
  readonly hideLabel?: boolean;
  readonly unit?: string;
  readonly helper?: string;
  readonly inputMode?: 'decimal' | 'numeric' | 'text';
  readonly maxLength?: number;
}

/**
 * A compact formik-bound input of the settings forms: what is typed stays a string (the form's
 * schema reads it), its message shows as soon as it has been typed in.
 */
export function FigureField({ name, label, hideLabel, unit, helper, inputMode = 'decimal', maxLength }: FigureFieldProps) {
  const [field, meta, helpers] = useField<string>(name);
  const id = useId();
  const invalid = Boolean(meta.touched && meta.error);
  const input = (
    <Input
      id={id}
      {...field}
      size="sm"
      bg="white"
      inputMode={inputMode}
      autoComplete="off"
      maxLength={maxLength}
      aria-invalid={invalid}
      onChange={(e) => {
        field.onChange(e);
        void helpers.setTouched(true, false);
      }}
    />
  );
  return (
    <Field.Root invalid={invalid} minW="0">
      <Field.Label htmlFor={id} srOnly={hideLabel} fontSize="sm">
        {label}
      </Field.Label>
      {unit ? <InputGroup endElement={unit}>{input}</InputGroup> : input}
      {helper && !invalid && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{meta.error}</Field.ErrorText>
    </Field.Root>
  );
}
