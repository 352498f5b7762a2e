import { Button, HStack } from '@chakra-ui/react';
import { texts } from '../../../../../shared/texts';

/** Cancel and save under a setting's form; save submits the form. */
export function FormButtons({ sending, onCancel }: { sending: boolean; onCancel: () => void }) {
  return (
    <HStack gap="2" justify="flex-end">
      <Button size="sm" variant="ghost" disabled={sending} onClick={onCancel}>
        {texts.console.cancel}
      </Button>
      <Button size="sm" type="submit" colorPalette="brand" loading={sending}>
        {texts.console.settingForms.save}
      </Button>
    </HStack>
  );
}
