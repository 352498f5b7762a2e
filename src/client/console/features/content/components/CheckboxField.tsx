import { Checkbox } from '@chakra-ui/react';
import { useField } from 'formik';

/** A formik-bound yes/no. */
export function CheckboxField({ name, label }: { name: string; label: string }) {
  const [field, , helpers] = useField<boolean>(name);
  return (
    <Checkbox.Root checked={field.value} onCheckedChange={(e) => void helpers.setValue(e.checked === true)} colorPalette="brand">
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}
