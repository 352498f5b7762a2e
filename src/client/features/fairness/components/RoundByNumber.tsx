import { Button, Field, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useId, useState } from 'react';
import type { RoundParams } from '../../../../shared/api/rounds';
import { DEFAULT_ZONE, type Zone } from '../../../../shared/game';
import { texts } from '../../../../shared/texts';
import { errorMessage } from '../../../api/base';
import { useGetSettledRoundQuery } from '../../../api/fairness';
import { RoundVerification } from '../../../components/round/RoundVerification';
import { ZoneSelect } from './ZoneSelect';

const t = texts.game.fairness;

/** A round number: a positive whole number JavaScript holds exactly. */
function roundNumber(text: string): number | undefined {
  const n = /^[1-9]\d{0,15}$/.test(text) ? Number(text) : NaN;
  return Number.isSafeInteger(n) ? n : undefined;
}

/** Checks a settled round chosen by level and number (GET /v1/sessions/{zone}/{incId}, public). */
export function RoundByNumber() {
  const id = useId();
  const [zone, setZone] = useState<Zone>(DEFAULT_ZONE);
  const [text, setText] = useState('');
  const [asked, setAsked] = useState<RoundParams | null>(null);
  const incId = roundNumber(text.trim());
  const invalid = text.trim() !== '' && incId === undefined;
  const query = useGetSettledRoundQuery(asked ?? skipToken);

  return (
    <Stack gap="3">
      <Stack
        as="form"
        gap="3"
        onSubmit={(e) => {
          e.preventDefault();
          if (incId !== undefined) setAsked({ zone, incId });
        }}
      >
        <ZoneSelect value={zone} onChange={setZone} />
        <Field.Root invalid={invalid}>
          <Field.Label htmlFor={id}>{t.roundNumber}</Field.Label>
          <Input id={id} size="lg" bg="white" inputMode="numeric" autoComplete="off" value={text} onChange={(e) => setText(e.target.value)} />
          <Field.ErrorText>{t.roundNumberInvalid}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" size="lg" colorPalette="brand" disabled={incId === undefined}>
          {t.check}
        </Button>
      </Stack>
      {asked &&
        (query.isFetching && !query.data ? (
          <Skeleton h="24" />
        ) : query.error ? (
          <Text color="red.700" role="alert">
            {errorMessage('status' in query.error ? query.error : undefined)}
          </Text>
        ) : (
          query.data && <RoundVerification key={query.data.id} round={query.data} />
        ))}
    </Stack>
  );
}
