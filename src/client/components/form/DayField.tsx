import { Field } from '@chakra-ui/react';
import { useField } from 'formik';
import { useId } from 'react';
import { DayInput } from './DayInput';

/**
 * A formik-bound day (dd/MM/yyyy on screen, YYYY-MM-DD in the form's values). An unfinished or
 * impossible text stays in the values as typed, so the form's schema reports it.
 */
export function DayField({ name, label }: { readonly name: string; readonly label: string }) {
  const [field, meta, helpers] = useField<string>(name);
  const id = useId();
  const invalid = Boolean(meta.touched && meta.error);
  return (
    <Field.Root invalid={invalid}>
      <Field.Label htmlFor={id}>{label}</Field.Label>
      <DayInput
        id={id}
        name={name}
        size="lg"
        bg="white"
        value={field.value}
        onBlur={field.onBlur}
        aria-invalid={invalid}
        onDayChange={(day, text) => {
          void helpers.setValue(day ?? text, true);
          void helpers.setTouched(true, false);
        }}
      />
      <Field.ErrorText>{meta.error}</Field.ErrorText>
    </Field.Root>
  );
}
