import { Field, NativeSelect } from '@chakra-ui/react';
import { useId } from 'react';
import { ZONES, type Zone, zoneDisplayName } from '../../../../shared/game';
import { texts } from '../../../../shared/texts';

/** The level a round or seed is checked in. */
export function ZoneSelect({ value, onChange }: { value: Zone; onChange: (zone: Zone) => void }) {
  const id = useId();
  return (
    <Field.Root>
      <Field.Label htmlFor={id}>{texts.game.fairness.zone}</Field.Label>
      <NativeSelect.Root size="lg" bg="white">
        <NativeSelect.Field id={id} value={value} onChange={(e) => onChange(e.target.value as Zone)}>
          {ZONES.map((zone) => (
            <option key={zone} value={zone}>
              {zoneDisplayName(zone)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
