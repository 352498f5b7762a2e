import { Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { houseEdgeBps } from '../../../../../shared/settings';
import { texts } from '../../../../../shared/texts';
import { figure, type NumberShape, readFigure, typedFigure } from '../lib/setting-forms';
import { figureValue, numberSchema } from '../lib/setting-schemas';
import { FigureField } from './FigureField';
import { FormButtons } from './FormButtons';
import type { SettingEditor } from './SettingShell';

const t = texts.console.settingForms;

interface NumberSettingFormProps {
  readonly name: string;
  readonly shape: NumberShape;
  readonly value: number;
  readonly editor: SettingEditor;
  /** The payout rate shows what the house keeps, live, as it is typed. */
  readonly showHouseEdge?: boolean;
}

/** The smallest figure the bounds allow, as the helper says it. */
const lowest = (shape: NumberShape) => figure(shape.minExclusive ? shape.min + 10 ** -shape.decimals : shape.min);

/** One number in its unit, within its bounds (said under it), sent in the server's unit. */
export function NumberSettingForm({ name, shape, value, editor, showHouseEdge }: NumberSettingFormProps) {
  const helper = shape.max >= 1e12 ? t.atLeast(lowest(shape)) : t.range(lowest(shape), figure(shape.max));
  return (
    <Formik initialValues={{ value: typedFigure(shape, value) }} validationSchema={numberSchema(shape)} onSubmit={(values) => editor.save(figureValue(values.value, shape))}>
      {({ values }) => {
        const read = readFigure(values.value, shape);
        return (
          <Form noValidate>
            <Stack gap="3" maxW="sm">
              <FigureField name="value" label={name} unit={shape.unit} helper={helper} inputMode={shape.decimals ? 'decimal' : 'numeric'} />
              {showHouseEdge && 'value' in read && (
                <Text fontSize="sm" color="gray.700" data-testid="house-edge">
                  {t.houseEdge(figure(houseEdgeBps(read.value) / 100))}
                </Text>
              )}
              <FormButtons sending={editor.sending} onCancel={editor.cancel} />
            </Stack>
          </Form>
        );
      }}
    </Formik>
  );
}
