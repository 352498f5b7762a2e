import { Box, Button, Code, HStack, Input, Text, Textarea } from '@chakra-ui/react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import type { SettingEntry } from '../../../../../shared/api/settings';
import { texts } from '../../../../../shared/texts';
import { errorMessage } from '../../../../api/base';
import { useAppDispatch } from '../../../../stores/hooks';
import { toastShown } from '../../../../stores/toasts-slice';
import { usePutAdminSettingMutation } from '../../../api/settings-api';
import { editableText, parseSettingText } from '../lib/setting-value';

const t = texts.console.settings;

/** One setting: key, meaning, value and default; edited in place, refused with the server's own words. */
export function SettingCard({ setting }: { setting: SettingEntry }) {
  const [text, setText] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [putSetting, { isLoading }] = usePutAdminSettingMutation();
  const dispatch = useAppDispatch();
  const isNumber = typeof setting.value === 'number';

  async function save(draft: string) {
    const parsed = parseSettingText(draft, setting.value);
    if ('error' in parsed) return setProblem(parsed.error);
    const result = await putSetting({ key: setting.key, value: parsed.value });
    if ('error' in result) return setProblem(errorMessage(result.error as FetchBaseQueryError));
    setProblem(null);
    setText(null);
    dispatch(toastShown(t.saved(setting.key), 'success'));
  }

  return (
    <Box bg="white" borderRadius="lg" borderWidth="1px" p="4" data-testid="setting-row" data-key={setting.key}>
      <HStack justify="space-between" align="start" gap="3">
        <Box minW="0">
          <Code fontWeight="bold">{setting.key}</Code>
          <Text fontSize="sm" color="gray.600" mt="1">
            {setting.description}
          </Text>
        </Box>
        {text === null && (
          <Button size="sm" variant="outline" aria-label={`${t.edit} ${setting.key}`} onClick={() => setText(editableText(setting.value))}>
            {t.edit}
          </Button>
        )}
      </HStack>
      {text === null ? (
        <Box mt="2" fontSize="sm">
          <Text as="pre" whiteSpace="pre-wrap" overflowWrap="anywhere" data-testid="setting-value">
            {t.value}: {JSON.stringify(setting.value)}
          </Text>
          <Text as="pre" whiteSpace="pre-wrap" overflowWrap="anywhere" color="gray.500">
            {t.default}: {JSON.stringify(setting.default)}
          </Text>
        </Box>
      ) : (
        <Box mt="3">
          {isNumber ? (
            <Input aria-label={setting.key} inputMode="decimal" value={text} onChange={(e) => setText(e.target.value)} />
          ) : (
            <Textarea aria-label={setting.key} fontFamily="mono" fontSize="sm" rows={Math.min(14, text.split('\n').length + 1)} value={text} onChange={(e) => setText(e.target.value)} />
          )}
          {problem && (
            <Text color="red.600" fontSize="sm" mt="1" role="alert">
              {problem}
            </Text>
          )}
          <HStack mt="2" gap="2" justify="flex-end">
            <Button
              size="sm"
              variant="ghost"
              disabled={isLoading}
              onClick={() => {
                setText(null);
                setProblem(null);
              }}
            >
              {texts.console.cancel}
            </Button>
            <Button size="sm" colorPalette="brand" loading={isLoading} onClick={() => void save(text)}>
              {t.save}
            </Button>
          </HStack>
        </Box>
      )}
    </Box>
  );
}
