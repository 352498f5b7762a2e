import { Stack } from '@chakra-ui/react';
import { NavLink } from 'react-router-dom';
import { texts } from '../../../shared/texts';
import { paths } from '../../config/paths';

const t = texts.console.nav;

const items = [
  { to: paths.admin.dashboard, label: texts.console.dashboard.nav },
  { to: paths.admin.withdrawals, label: t.withdrawals },
  { to: paths.admin.verifications, label: t.verifications },
  { to: paths.admin.deposits, label: t.deposits },
  { to: paths.admin.settings, label: t.settings },
  { to: paths.admin.content, label: texts.console.content.nav.content },
  { to: paths.admin.broadcast, label: texts.console.content.nav.broadcast },
  { to: paths.admin.rounds, label: texts.console.rounds.nav },
  { to: paths.admin.audit, label: texts.console.audit.nav },
  { to: paths.admin.players, label: texts.console.players.nav },
  { to: paths.admin.operators, label: texts.console.security.nav.operators },
  { to: paths.admin.security, label: texts.console.security.nav.security },
] as const;

/** The console's sections; `onNavigate` closes the drawer on a phone. */
export function ConsoleNav({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Stack as="nav" gap="1" aria-label={texts.console.title}>
      {items.map((item) => (
        <NavLink key={item.to} to={item.to} onClick={onNavigate}>
          {({ isActive }) => (
            <Stack px="3" py="2" borderRadius="md" fontWeight={isActive ? 'bold' : 'normal'} bg={isActive ? 'brand.100' : undefined} color={isActive ? 'brand.800' : 'gray.700'} _hover={{ bg: 'brand.50' }}>
              {item.label}
            </Stack>
          )}
        </NavLink>
      ))}
    </Stack>
  );
}
