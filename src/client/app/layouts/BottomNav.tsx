import { Box, Grid, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { NavLink } from 'react-router-dom';
import { texts } from '../../../shared/texts';
import { HotlineDialog } from '../../components/HotlineDialog';
import { ChatIcon, HomeIcon, PeopleIcon, TrendingUpIcon } from '../../components/icons';
import { paths } from '../../config/paths';
import { APP_MAX_WIDTH, BOTTOM_NAV_HEIGHT } from '../../config/ui';

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

/** The fixed bottom bar: Home, Trend, Account, and CSKH (customer support). */
export function BottomNav() {
  const [supportOpen, setSupportOpen] = useState(false);
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
        <Box as="button" css={itemStyle} onClick={() => setSupportOpen(true)}>
          <ChatIcon boxSize="6" />
          <Text>{texts.nav.support}</Text>
        </Box>
      </Grid>
      <HotlineDialog open={supportOpen} title={texts.nav.support} body={texts.shell.supportBody} onClose={() => setSupportOpen(false)} />
    </Box>
  );
}
