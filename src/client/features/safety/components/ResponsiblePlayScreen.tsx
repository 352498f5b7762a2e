import { Text } from '@chakra-ui/react';
import { LIMIT_PERIODS } from '../../../../shared/safety';
import { texts } from '../../../../shared/texts';
import { useAppSelector } from '../../../stores/hooks';
import { ScreenBody } from '../../../components/ScreenBody';
import { ScreenHeader } from '../../../components/ScreenHeader';
import { paths } from '../../../config/paths';
import { selectProfile } from '../../../stores/auth-slice';
import { useGetSafetyQuery } from '../api/safety-api';
import { LossLimitCard } from './LossLimitCard';
import { PauseSection } from './PauseSection';
import { RealityCheckChoice } from './RealityCheckChoice';

const t = texts.safety.screen;

/** /responsible-play 'Chơi có trách nhiệm': loss limits, the reality check, cool-off and self-exclusion. */
export function ResponsiblePlayScreen() {
  const profile = useAppSelector(selectProfile);
  const safety = useGetSafetyQuery(profile?.id ?? 0, { skip: !profile });
  const data = safety.data;
  if (!profile) return null;
  return (
    <>
      <ScreenHeader title={texts.safety.title} backTo={paths.account} />
      <ScreenBody loading={safety.isLoading}>
        <Text fontSize="sm" color="gray.700">
          {t.intro}
        </Text>
        {data && (
          <>
            <PauseSection playerId={profile.id} pause={data.pause} />
            <Text as="h2" fontWeight="bold" mt="2">
              {t.limitsTitle}
            </Text>
            <Text id="loss-counts" fontSize="sm" color="gray.600" data-testid="limit-counts">
              {t.usedCounts}
            </Text>
            {LIMIT_PERIODS.map((period) => (
              <LossLimitCard key={period} playerId={profile.id} period={period} limit={data.limits[period]} />
            ))}
            <RealityCheckChoice playerId={profile.id} minutes={data.realityCheckMinutes} />
          </>
        )}
      </ScreenBody>
    </>
  );
}
