import { Button, Field, HStack, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { Form, Formik, useField } from 'formik';
import { useId } from 'react';
import { texts } from '../../../../../shared/texts';
import { DayField } from '../../../../components/form/DayField';
import { TextField } from '../../../../components/form/TextField';
import { depositFilterSchema, type DepositFilterValues, NO_DEPOSIT_FILTERS } from '../lib/deposit-filters';

const t = texts.console.deposits.history;
const f = t.filters;
const STATUSES = ['SUCCESS', 'FAILED'] as const;

/** Credited (SUCCESS), recorded only (FAILED), or both. */
function StatusSelect() {
  const [field] = useField<string>('status');
  const id = useId();
  return (
    <Field.Root>
      <Field.Label htmlFor={id}>{f.status}</Field.Label>
      <NativeSelect.Root size="lg" bg="white">
        <NativeSelect.Field id={id} {...field}>
          <option value="">{f.allStatuses}</option>
          {STATUSES.map((status) => (
            <option key={status} value={status}>
              {t.statusLabels[status]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** The history's filters: player, operator, status, a range of days (Vietnam time) and of points. */
export function DepositFilters({ values, onApply }: { values: DepositFilterValues; onApply: (values: DepositFilterValues) => void }) {
  return (
    <Formik initialValues={values} enableReinitialize validationSchema={depositFilterSchema} onSubmit={onApply}>
      {({ resetForm }) => (
        <Form noValidate role="search" aria-label={t.title}>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3" bg="white" borderRadius="lg" borderWidth="1px" p="4">
            <TextField name="player" label={f.player} placeholder={f.playerPlaceholder} autoComplete="off" maxLength={64} />
            <TextField name="operator" label={f.operator} placeholder={f.operatorPlaceholder} autoComplete="off" maxLength={64} />
            <StatusSelect />
            <HStack align="flex-start" gap="2">
              <TextField name="minAmount" label={f.minAmount} inputMode="decimal" autoComplete="off" />
              <TextField name="maxAmount" label={f.maxAmount} inputMode="decimal" autoComplete="off" />
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
                  resetForm({ values: NO_DEPOSIT_FILTERS });
                  onApply(NO_DEPOSIT_FILTERS);
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
