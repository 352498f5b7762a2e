import { Field, HStack } from '@chakra-ui/react';
import { useField } from 'formik';
import { type ReactNode, useId } from 'react';
import { NumberInput, type NumberInputProps } from './NumberInput';

export interface NumberFieldProps extends Omit<NumberInputProps, 'value' | 'onValueChange' | 'name'> {
  readonly name: string;
  readonly label: string;
  readonly hideLabel?: boolean;
  /** Controls laid out around the input (a stepper's buttons). */
  readonly start?: ReactNode;
  readonly end?: ReactNode;
}

/** A formik-bound NumberInput; like TextField, its message shows as soon as it has been typed in. */
export function NumberField({ name, label, hideLabel, start, end, ...inputProps }: NumberFieldProps) {
  const [field, meta, helpers] = useField<number | undefined>(name);
  const id = useId();
  const invalid = Boolean(meta.touched && meta.error);
  return (
    <Field.Root invalid={invalid}>
      <Field.Label htmlFor={id} srOnly={hideLabel}>
        {label}
      </Field.Label>
      <HStack w="full" gap="2">
        {start}
        <NumberInput
          id={id}
          name={name}
          size="lg"
          bg="white"
          {...inputProps}
          value={field.value}
          onValueChange={(value) => {
            void helpers.setValue(value);
            void helpers.setTouched(true, false);
          }}
          onBlur={field.onBlur}
          aria-invalid={invalid}
        />
        {end}
      </HStack>
      <Field.ErrorText>{meta.error}</Field.ErrorText>
    </Field.Root>
  );
}
