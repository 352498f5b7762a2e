import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Clock } from '../lib/clock.js';
import type { EventBus } from './events/index.js';
import type { Ledger } from './ledger/index.js';
import type { Settings } from './settings/index.js';

/**
 * What every service works with, built once at start (plugins/app/context.ts): the database, the
 * one clock, the typed settings, the ledger (the only writer of balances), and the event bus that
 * tells the rest of the app what happened after a transaction commits.
 */
export interface AppContext {
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  readonly settings: Settings;
  readonly ledger: Ledger;
  readonly events: EventBus;
}
