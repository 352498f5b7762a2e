import { Button, Field, Skeleton, Stack, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useId, useState } from 'react';
import type { WalkResult } from '../../../../shared/chain-walk';
import { SEED_PATTERN } from '../../../../shared/fairness';
import { DEFAULT_ZONE, type Zone } from '../../../../shared/game';
import { texts } from '../../../../shared/texts';
import { useGetSettledRoundQuery } from '../../../api/fairness';
import { ResultDigits } from '../../../components/round/ResultDigits';
import { usePinnedFairness } from '../../../components/round/use-pinned-fairness';
import { VerificationSteps } from '../../../components/round/VerificationSteps';
import type { UsablePins } from '../../../lib/chain-pins';
import { locateSeed, type SeedLocation } from '../../../lib/locate-seed';
import { ZoneSelect } from './ZoneSelect';

const t = texts.game.fairness;

type Asked = { readonly seed: string; readonly zone: Zone };
type Search = { readonly status: 'searching' } | { readonly status: 'done'; readonly walk: WalkResult; readonly location: SeedLocation | null } | { readonly status: 'failed' };
/** A finished search and what it was made from: shown only while those are still the screen's. */
type Finished = { readonly asked: Asked; readonly pins: UsablePins; readonly search: Search };

/** The published result of the round a located seed belongs to, when the server has it settled. */
function Published({ location }: { location: SeedLocation }) {
  const { data } = useGetSettledRoundQuery({ zone: location.chain.zone as Zone, incId: location.incId });
  if (!data?.result) return null;
  return (
    <Stack gap="1">
      <ResultDigits result={data.result} label={texts.game.verify.result} />
      <Text fontSize="sm" fontWeight="medium" color={data.result === location.digits ? 'green.700' : 'red.700'}>
        {data.result === location.digits ? `✓ ${texts.game.verify.resultCheck}` : `✗ ${texts.game.verify.failed}`}
      </Text>
    </Stack>
  );
}

/**
 * A pasted seed, found in the level's pinned chains (lib/locate-seed.ts): which round it is, the
 * walk to the published hash, the HMAC message and the digits it gives.
 */
export function SeedLocator() {
  const id = useId();
  const { pins, failed } = usePinnedFairness();
  const [zone, setZone] = useState<Zone>(DEFAULT_ZONE);
  const [text, setText] = useState('');
  const [asked, setAsked] = useState<Asked | null>(null);
  const [finished, setFinished] = useState<Finished | null>(null);
  const seed = text.trim().toLowerCase();
  const valid = SEED_PATTERN.test(seed);

  useEffect(() => {
    if (!asked || !pins) return;
    let live = true;
    locateSeed(asked.seed, asked.zone, pins).then(
      ({ walk, location }) => live && setFinished({ asked, pins, search: { status: 'done', walk, location } }),
      () => live && setFinished({ asked, pins, search: { status: 'failed' } }),
    );
    return () => {
      live = false;
    };
  }, [asked, pins]);

  const search: Search = finished && finished.asked === asked && finished.pins === pins ? finished.search : { status: 'searching' };
  const location = search.status === 'done' ? search.location : null;
  return (
    <Stack gap="3">
      <Stack
        as="form"
        gap="3"
        onSubmit={(e) => {
          e.preventDefault();
          if (valid) setAsked({ seed, zone });
        }}
      >
        <ZoneSelect value={zone} onChange={setZone} />
        <Field.Root invalid={text.trim() !== '' && !valid}>
          <Field.Label htmlFor={id}>{t.seed}</Field.Label>
          <Textarea id={id} bg="white" fontFamily="mono" fontSize="xs" rows={2} autoComplete="off" spellCheck={false} value={text} onChange={(e) => setText(e.target.value)} />
          <Field.ErrorText>{t.seedInvalid}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" size="lg" colorPalette="brand" disabled={!valid}>
          {t.check}
        </Button>
      </Stack>
      {asked && (
        <Stack gap="3" aria-live="polite">
          {failed || search.status === 'failed' ? (
            <Text color="red.700">{texts.errors.generic}</Text>
          ) : search.status === 'searching' || !pins ? (
            <>
              <Text color="gray.600">{t.searching}</Text>
              <Skeleton h="24" />
            </>
          ) : !location ? (
            <Text color="red.700" role="alert">
              {t.seedNotOnChain}
            </Text>
          ) : (
            <>
              <Text fontWeight="semibold">{t.seedRound(location.incId)}</Text>
              <Published location={location} />
              <VerificationSteps data={{ seed: asked.seed, chain: location.chain, index: location.index, walk: search.status === 'done' ? search.walk : null, salt: pins.salt.value, message: location.message, digits: location.digits }} />
            </>
          )}
        </Stack>
      )}
    </Stack>
  );
}
