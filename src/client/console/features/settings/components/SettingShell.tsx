import { Box, Button, Code, HStack, Text } from '@chakra-ui/react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { type ReactNode, useState } from 'react';
import type { SettingEntry } from '../../../../../shared/api/settings';
import { texts } from '../../../../../shared/texts';
import { errorMessage } from '../../../../api/base';
import { useAppDispatch } from '../../../../stores/hooks';
import { toastShown } from '../../../../stores/toasts-slice';
import { usePutAdminSettingMutation } from '../../../api/settings-api';
import { settingSummary } from '../lib/setting-forms';

const t = texts.console.settingForms;

/** What a setting's form is given while it is open. */
export interface SettingEditor {
  /** Sends the value; true once the server kept it (the form then closes). */
  readonly save: (value: unknown) => Promise<boolean>;
  readonly cancel: () => void;
  readonly sending: boolean;
}

interface SettingShellProps {
  readonly setting: SettingEntry;
  readonly name: string;
  readonly description: string;
  /** The form, while editing. */
  readonly children: (editor: SettingEditor) => ReactNode;
}

/**
 * One setting: its Vietnamese name and meaning, its value now and its default in the operator's
 * units, and its form on demand; a refusal shows the server's own words under the form, which
 * stays open with what was typed.
 */
export function SettingShell({ setting, name, description, children }: SettingShellProps) {
  const [editing, setEditing] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [putSetting, { isLoading }] = usePutAdminSettingMutation();
  const dispatch = useAppDispatch();

  async function save(value: unknown): Promise<boolean> {
    const result = await putSetting({ key: setting.key, value });
    if ('error' in result) {
      setRefusal(errorMessage(result.error as FetchBaseQueryError));
      return false;
    }
    setRefusal(null);
    setEditing(false);
    dispatch(toastShown(t.saved(name), 'success'));
    return true;
  }

  function cancel() {
    setEditing(false);
    setRefusal(null);
  }

  return (
    <Box as="section" bg="white" borderRadius="lg" borderWidth="1px" p={{ base: '3', md: '4' }} data-testid="setting-row" data-key={setting.key} aria-label={name}>
      <HStack justify="space-between" align="start" gap="3">
        <Box minW="0">
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="bold">{name}</Text>
            <Code fontSize="xs" color="gray.600">
              {setting.key}
            </Code>
          </HStack>
          <Text fontSize="sm" color="gray.600" mt="1">
            {description}
          </Text>
        </Box>
        {!editing && (
          <Button size="sm" variant="outline" flexShrink={0} aria-label={t.edit(name)} onClick={() => setEditing(true)}>
            {texts.console.settings.edit}
          </Button>
        )}
      </HStack>
      {editing ? (
        <Box mt="3">
          {children({ save, cancel, sending: isLoading })}
          {refusal && (
            <Text color="red.600" fontSize="sm" mt="2" role="alert">
              {refusal}
            </Text>
          )}
        </Box>
      ) : (
        <Box mt="2" fontSize="sm">
          <Text overflowWrap="anywhere" data-testid="setting-value">
            {t.current}: <b>{settingSummary(setting.key, setting.value)}</b>
          </Text>
          <Text overflowWrap="anywhere" color="gray.500">
            {t.default}: {settingSummary(setting.key, setting.default)}
          </Text>
        </Box>
      )}
    </Box>
  );
}
