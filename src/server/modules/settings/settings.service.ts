import { Value } from '@sinclair/typebox/value';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { BadRequestError, NotFoundError } from '../../lib/errors.js';
import { UNITS_PER_POINT } from '../../../shared/money.js';
import { texts } from '../../../shared/texts.js';
import { audit } from '../audit/index.js';
import { SETTING_KEYS, SETTING_SCHEMAS, type SettingKey, settingShapeProblem, settingsProblem, type SettingValues } from './settings.keys.js';
import { insertSettingOnce, readSettings, writeSetting } from './settings.repository.js';

/** How instances tell each other a setting changed (Redis pub/sub when there are several). */
export interface SettingsChannel {
  publish(key: SettingKey): void;
}

export interface SettingEntry<K extends SettingKey = SettingKey> {
  readonly key: K;
  readonly value: SettingValues[K];
  readonly default: SettingValues[K];
  readonly description: string;
}

const isKey = (key: string): key is SettingKey => (SETTING_KEYS as string[]).includes(key);

/** How often every instance reads the settings again anyway: the bound on a change it missed (Redis down, no Redis). */
export const SETTINGS_REFRESH_MS = 30_000;

/**
 * The one typed home of every value an operator may change. Reads are synchronous, from a cache
 * loaded at start; a write is checked against its schema and the rules across keys, stored,
 * audit-logged, and takes effect without a restart: at once on the instance that made it, on the
 * others when Redis tells them (`reload`), and at the latest at their next refresh
 * (`SETTINGS_REFRESH_MS`), which also covers a message lost while Redis was away.
 */
export class Settings {
  private values: SettingValues;
  private channel: SettingsChannel | undefined;
  /** Bumped by every local write: a read that started before it must not bring back the older values. */
  private generation = 0;
  private refreshTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly defaults: SettingValues,
    private readonly clock: Clock,
    private readonly log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void },
  ) {
    this.values = structuredClone(defaults);
  }

  /** The stored values over the defaults (a stored value its schema refuses is ignored, with a warning). */
  private async read(db: Db): Promise<SettingValues> {
    const stored = await readSettings(db, SETTING_KEYS);
    const next = structuredClone(this.defaults);
    for (const key of SETTING_KEYS) {
      if (!stored.has(key)) continue;
      const value = stored.get(key);
      if (Value.Check(SETTING_SCHEMAS[key], value)) (next as Record<SettingKey, unknown>)[key] = value;
      else this.log.warn({ key, value }, 'stored setting does not match its schema; using the default');
    }
    return next;
  }

  /** Reads every stored value. */
  async load(): Promise<void> {
    const generation = this.generation;
    const next = await this.read(this.db);
    // A write on this instance finished meanwhile: its values are newer than what was read.
    if (generation === this.generation) this.values = next;
  }

  /** Another instance changed `key`: read it again. */
  async reload(): Promise<void> {
    await this.load();
  }

  /** Reads the settings again every `everyMs` until `stopRefreshing` (the timer does not keep the process alive). */
  refreshEvery(everyMs = SETTINGS_REFRESH_MS): void {
    this.stopRefreshing();
    this.refreshTimer = setInterval(() => {
      this.load().catch((err: unknown) => this.log.error({ err }, 'could not refresh settings'));
    }, everyMs);
    this.refreshTimer.unref();
  }

  stopRefreshing(): void {
    clearInterval(this.refreshTimer);
    this.refreshTimer = undefined;
  }

  useChannel(channel: SettingsChannel): void {
    this.channel = channel;
  }

  get<K extends SettingKey>(key: K): SettingValues[K] {
    return this.values[key];
  }

  /** The largest balance a player may hold, in units: the one reading of `balanceMax` (in points) as units. */
  maxBalanceUnits(): number {
    return this.get('balanceMax') * UNITS_PER_POINT;
  }

  list(): SettingEntry[] {
    return SETTING_KEYS.map((key) => this.entry(key));
  }

  private entry(key: SettingKey): SettingEntry {
    return { key, value: this.values[key], default: this.defaults[key], description: SETTING_SCHEMAS[key].description ?? '' };
  }

  /**
   * An operator's change: refused with a message naming the key when its schema or a rule across
   * keys refuses it. The rules are checked against the values stored now (another instance may
   * have changed one this cache has not seen yet); one SETTING_UPDATE audit row with before/after
   * and the operator's address.
   */
  async set(operator: { readonly id: number }, key: string, value: unknown, ip?: string): Promise<SettingEntry> {
    if (!isKey(key)) throw new NotFoundError(texts.errors.settingUnknown(key));
    const shape = settingShapeProblem(key, value);
    if (shape) throw new BadRequestError(texts.errors.settingInvalid(key, shape), 'INVALID_SETTING');
    const now = this.clock.now();
    const next = await this.db.transaction().execute(async (trx) => {
      const current = await this.read(trx);
      const after = { ...current, [key]: value } as SettingValues;
      const problem = settingsProblem(after);
      if (problem) throw new BadRequestError(texts.errors.settingInvalid(key, problem), 'INVALID_SETTING');
      await writeSetting(trx, key, value, now);
      await audit(trx, {
        actorId: operator.id,
        action: 'SETTING_UPDATE',
        targetType: 'setting',
        targetId: key,
        before: { [key]: current[key] },
        after: { [key]: value },
        ...(ip === undefined ? {} : { ip }),
        now,
      });
      return after;
    });
    this.generation++;
    this.values = next;
    this.channel?.publish(key);
    return this.entry(key);
  }
}

/** Command: stores `value` under `key` unless the key has a value; returns whichever value is stored (a secret made once, as the fairness salt). */
export function settingOnce<T>(db: Db, key: string, value: T, now: number): Promise<T> {
  return insertSettingOnce(db, key, value, now);
}
