import { Button, Field, HStack, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { Form, Formik, useField } from 'formik';
import { useId } from 'react';
import { AUDIT_ACTIONS } from '../../../../../shared/audit';
import { texts } from '../../../../../shared/texts';
import { DayField } from '../../../../components/form/DayField';
import { TextField } from '../../../../components/form/TextField';
import { auditFilterSchema, type AuditFilterValues } from '../lib/audit-filters';

const t = texts.console.audit;
const f = t.filters;

/** Which action: every name the log knows, by its Vietnamese label. */
function ActionSelect() {
  const [field] = useField<string>('action');
  const id = useId();
  return (
    <Field.Root>
      <Field.Label htmlFor={id}>{f.action}</Field.Label>
      <NativeSelect.Root size="lg" bg="white">
        <NativeSelect.Field id={id} {...field}>
          <option value="">{f.allActions}</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {t.actions[action]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** The log's filters: operator, action, target, and a range of days (Vietnam time). */
export function AuditFilters({ values, onApply }: { values: AuditFilterValues; onApply: (values: AuditFilterValues) => void }) {
  const empty: AuditFilterValues = { actor: '', action: '', targetType: '', targetId: '', from: '', to: '' };
  return (
    <Formik initialValues={values} enableReinitialize validationSchema={auditFilterSchema} onSubmit={onApply}>
      {({ resetForm }) => (
        <Form noValidate role="search" aria-label={t.title}>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3" bg="white" borderRadius="lg" borderWidth="1px" p="4">
            <TextField name="actor" label={f.actor} placeholder={f.actorPlaceholder} autoComplete="off" maxLength={64} />
            <ActionSelect />
            <HStack align="flex-start" gap="2">
              <TextField name="targetType" label={f.targetType} placeholder={f.targetTypePlaceholder} autoComplete="off" maxLength={32} />
              <TextField name="targetId" label={f.targetId} autoComplete="off" maxLength={128} />
            </HStack>
            <DayField name="from" label={f.from} />
            <DayField name="to" label={f.to} />
            <HStack align="flex-end" gap="2">
              <Button type="submit" size="lg" colorPalette="brand">
                {f.apply}
              </Button>
              <Button
                size="lg"
                variant="outline"
                onClick={() => {
                  resetForm({ values: empty });
                  onApply(empty);
                }}
              >
                {f.reset}
              </Button>
            </HStack>
          </SimpleGrid>
        </Form>
      )}
    </Formik>
  );
}
