import { Field, Textarea, type TextareaProps } from '@chakra-ui/react';
import { useField } from 'formik';
import { useId } from 'react';

interface TextareaFieldProps extends Omit<TextareaProps, 'name'> {
  readonly name: string;
  readonly label: string;
  /** Under the box while it is valid: the format, a count. */
  readonly help?: string;
}

/** A formik-bound textarea, its message shown as soon as it has been typed in (like TextField). */
export function TextareaField({ name, label, help, ...props }: TextareaFieldProps) {
  const [field, meta, helpers] = useField<string>(name);
  const id = useId();
  const invalid = Boolean(meta.touched && meta.error);
  return (
    <Field.Root invalid={invalid}>
      <Field.Label htmlFor={id}>{label}</Field.Label>
      <Textarea
        id={id}
        {...field}
        {...props}
        bg="white"
        onChange={(e) => {
          field.onChange(e);
          void helpers.setTouched(true, false);
        }}
        aria-invalid={invalid}
      />
      {help && !invalid && <Field.HelperText>{help}</Field.HelperText>}
      <Field.ErrorText>{meta.error}</Field.ErrorText>
    </Field.Root>
  );
}
