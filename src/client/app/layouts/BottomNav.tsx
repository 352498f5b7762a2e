import { Box, Grid, Text } from '@chakra-ui/react';
import { NavLink } from 'react-router-dom';
import { texts } from '../../../shared/texts';
import { ChatIcon, HomeIcon, PeopleIcon, TrendingUpIcon } from '../../components/icons';
import { paths } from '../../config/paths';
import { APP_MAX_WIDTH, BOTTOM_NAV_HEIGHT } from '../../config/ui';
import { useSupportChat } from '../../features/content/hooks/use-support-chat';

const tabs = [
  { to: paths.home, label: texts.nav.home, Icon: HomeIcon, end: true },
  { to: paths.trend, label: texts.nav.trend, Icon: TrendingUpIcon, end: false },
  { to: paths.account, label: texts.nav.account, Icon: PeopleIcon, end: false },
] as const;

const itemStyle = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '0.5',
  h: BOTTOM_NAV_HEIGHT,
  minW: '44px',
  fontSize: 'xs',
  fontWeight: 'medium',
  color: 'gray.500',
  '&[aria-current=page]': { color: 'brand.600' },
} as const;

/** The fixed bottom bar: Home, Trend, Account, and CSKH (customer support: chat or hotline, features/content). */
export function BottomNav() {
  const support = useSupportChat();
  return (
    <Box as="nav" aria-label="Điều hướng chính" position="fixed" bottom="0" left="0" right="0" zIndex="sticky" bg="white" borderTopWidth="1px" pb="env(safe-area-inset-bottom)">
      <Grid templateColumns="repeat(4, 1fr)" maxW={APP_MAX_WIDTH} mx="auto">
        {tabs.map(({ to, label, Icon, end }) => (
          <Box asChild key={to} css={itemStyle}>
            <NavLink to={to} end={end}>
              <Icon boxSize="6" />
              <Text>{label}</Text>
            </NavLink>
          </Box>
        ))}
        <Box as="button" css={itemStyle} onClick={support.openSupport}>
          <ChatIcon boxSize="6" />
          <Text>{texts.nav.support}</Text>
        </Box>
      </Grid>
      {support.dialog}
    </Box>
  );
}
