import type { PlayerLedgerEntry } from '../../../../shared/api/ledger';
import { zoneDisplayName } from '../../../../shared/game';
import { texts } from '../../../../shared/texts';
import { paths } from '../../../config/paths';

const refs = texts.ledger.refs;

/** What a ledger entry came from, as the screen names it, and where the app shows it (when it does). */
export interface LedgerRef {
  readonly text: string;
  readonly to?: string;
}

/**
 * The source of an entry: a bet's or a win's round (its detail opens on the play history), a
 * withdrawal, a deposit, a gift box, a stake (their histories). None for an adjustment (its reason is
 * the note) or a VIP or agent purchase.
 */
export function ledgerRef(entry: PlayerLedgerEntry): LedgerRef | null {
  if (entry.round) {
    return { text: `${texts.accountArea.round.title(entry.round.incId)} · ${zoneDisplayName(entry.round.zone)}`, to: `${paths.historyPlay}?round=${entry.round.id}` };
  }
  const id = entry.refId;
  if (id === null) return null;
  switch (entry.refType) {
    case 'withdrawal':
      return { text: refs.withdrawal(id), to: paths.historyWithdraw };
    case 'deposit':
      return { text: refs.deposit(id), to: paths.historyDeposit };
    case 'box':
      return { text: refs.box(id), to: `${paths.historyGift}?tab=box` };
    case 'stake':
      return { text: refs.stake(id), to: paths.staking };
    case 'stake-day': {
      const [stake = id, day = ''] = id.split(':');
      return { text: refs.stakeDay(stake, day), to: `${paths.historyGift}?tab=staking` };
    }
    default:
      return null;
  }
}
