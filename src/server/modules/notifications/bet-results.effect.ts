import { texts } from '../../../shared/texts.js';
import { rowsTable } from '../../db/dialect.js';
import type { Settlement, SettlementEffect } from '../rounds/index.js';
import { betResultContent } from './bet-results.js';
import { insertBetResults } from './notifications.repository.js';

const CONTENT_COLUMNS = { player_id: 'bigint', content: 'text' } as const;

/**
 * Bet results into the inbox, with every chunk of a settlement's players (same transaction as their
 * credits): one notification per player per round played, the text the live result has. One
 * statement a chunk from the players settlement already read; the unique (round, player) index
 * skips a row already written, so a chunk retried or taken by another instance writes none twice
 * (docs/decisions/bet-results-in-the-inbox.md). Changes no balance.
 */
export function betResultsEffect(): SettlementEffect {
  return {
    name: 'bet results in the inbox',
    on: 'players',
    async run(trx, { round, stakes }: Settlement) {
      if (!stakes.length) return [];
      const settled = { id: round.id, zone: round.zone, incId: round.incId, result: round.result ?? '' };
      const rows = rowsTable(trx, CONTENT_COLUMNS, stakes.map((s) => ({ player_id: s.playerId, content: betResultContent(settled, s) })));
      await insertBetResults(trx, { roundId: round.id, title: texts.accountArea.notification.betResultTitle, createdAt: round.settledAt! }, rows);
      return [];
    },
  };
}
