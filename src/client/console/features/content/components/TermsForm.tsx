import { Button, HStack } from '@chakra-ui/react';
import { texts } from '../../../../../shared/texts';
import { TERMS_MAX, termsSchema } from '../lib/content-forms';
import { SettingForm } from './SettingForm';
import { TextareaField } from '../../../../components/form/TextareaField';

const t = texts.console.content.terms;

/** The terms dialog's text (setting `terms`), with the way back to the default rules. */
export function TermsForm({ terms, defaultTerms }: { terms: string; defaultTerms: string }) {
  return (
    <SettingForm settingKey="terms" title={t.title} help={t.help} saved={t.saved} initialValues={{ terms }} validationSchema={termsSchema} toValue={(v) => v.terms.trim()}>
      {({ setFieldValue, setFieldTouched }) => (
        <>
          <TextareaField name="terms" label={t.title} rows={16} maxLength={TERMS_MAX} fontSize="sm" />
          <HStack>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => {
                void setFieldValue('terms', defaultTerms);
                void setFieldTouched('terms', true, false);
              }}
            >
              {t.restoreDefault}
            </Button>
          </HStack>
        </>
      )}
    </SettingForm>
  );
}
