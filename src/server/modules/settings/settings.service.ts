import { Value } from '@sinclair/typebox/value';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { BadRequestError, NotFoundError } from '../../lib/errors.js';
import { texts } from '../../../shared/texts.js';
import { audit } from '../audit/audit.service.js';
import type { PlayerRow } from '../players/players.table.js';
import { SETTING_KEYS, SETTING_SCHEMAS, type SettingKey, settingsProblem, type SettingValues } from './settings.keys.js';
import { readSettings, writeSetting } from './settings.repository.js';

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

/**
 * The one typed home of every value an operator may change. Reads are synchronous, from a cache
 * loaded at start and refreshed on every instance when a value changes; a write is checked against
 * its schema and the rules across keys, stored, audit-logged, and takes effect without a restart.
 */
export class Settings {
  private values: SettingValues;
  private channel: SettingsChannel | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly defaults: SettingValues,
    private readonly clock: Clock,
    private readonly log: { warn(obj: object, msg: string): void },
  ) {
    this.values = structuredClone(defaults);
  }

  /** Reads every stored value (a stored value its schema refuses is ignored, with a warning). */
  async load(): Promise<void> {
    const stored = await readSettings(this.db, SETTING_KEYS);
    const next = structuredClone(this.defaults);
    for (const key of SETTING_KEYS) {
      if (!stored.has(key)) continue;
      const value = stored.get(key);
      if (Value.Check(SETTING_SCHEMAS[key], value)) (next as Record<SettingKey, unknown>)[key] = value;
      else this.log.warn({ key, value }, 'stored setting does not match its schema; using the default');
    }
    this.values = next;
  }

  /** Another instance changed `key`: read it again. */
  async reload(): Promise<void> {
    await this.load();
  }

  useChannel(channel: SettingsChannel): void {
    this.channel = channel;
  }

  get<K extends SettingKey>(key: K): SettingValues[K] {
    return this.values[key];
  }

  list(): SettingEntry[] {
    return SETTING_KEYS.map((key) => ({ key, value: this.values[key], default: this.defaults[key], description: SETTING_SCHEMAS[key].description ?? '' }));
  }

  /** An operator's change: refused with a message naming the key when its schema or a rule across keys refuses it. */
  async set(operator: PlayerRow, key: string, value: unknown): Promise<SettingEntry> {
    if (!isKey(key)) throw new NotFoundError(texts.errors.settingUnknown(key));
    if (!Value.Check(SETTING_SCHEMAS[key], value)) {
      const first = Value.Errors(SETTING_SCHEMAS[key], value).First();
      throw new BadRequestError(texts.errors.settingInvalid(key, first ? `${first.path || '/'} ${first.message}` : ''), 'INVALID_SETTING');
    }
    const next = { ...this.values, [key]: value } as SettingValues;
    const problem = settingsProblem(next);
    if (problem) throw new BadRequestError(texts.errors.settingInvalid(key, problem), 'INVALID_SETTING');
    const before = this.values[key];
    const now = this.clock.now();
    await this.db.transaction().execute(async (trx) => {
      await writeSetting(trx, key, value, now);
      await audit(trx, { actorId: operator.id, action: 'SETTING_UPDATE', targetType: 'setting', targetId: key, details: { before, after: value }, now });
    });
    this.values = next;
    this.channel?.publish(key);
    return this.list().find((entry) => entry.key === key)!;
  }
}
