import { Field, Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { useField } from 'formik';
import { type ReactNode, useId } from 'react';

export interface TextFieldProps extends Omit<InputProps, 'name'> {
  readonly name: string;
  /** Shown before the input (accessible name; placeholders are not labels). */
  readonly label: string;
  readonly hideLabel?: boolean;
  readonly endElement?: ReactNode;
}

/**
 * A formik-bound input that validates on every change and shows its message as soon as the field
 * has been typed in (spec section 5), not only after leaving it.
 */
export function TextField({ name, label, hideLabel, endElement, ...inputProps }: TextFieldProps) {
  const [field, meta, helpers] = useField<string>(name);
  const id = useId();
  const invalid = Boolean(meta.touched && meta.error);
  const input = (
    <Input
      id={id}
      {...field}
      {...inputProps}
      size="lg"
      bg="white"
      onChange={(e) => {
        field.onChange(e);
        void helpers.setTouched(true, false);
      }}
      aria-invalid={invalid}
    />
  );
  return (
    <Field.Root invalid={invalid}>
      <Field.Label htmlFor={id} srOnly={hideLabel}>
        {label}
      </Field.Label>
      {endElement ? <InputGroup endElement={endElement}>{input}</InputGroup> : input}
      <Field.ErrorText>{meta.error}</Field.ErrorText>
    </Field.Root>
  );
}
