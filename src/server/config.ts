import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { type FeeTier, parseFeeTiers } from '../shared/withdrawals.js';
import { DEFAULT_ZONE_SECONDS, type Zone, ZONES } from '../shared/game.js';
import type { SettingSeeds } from './modules/settings/settings.keys.js';
import { loadPushConfig, type PushConfig } from './push-config.js';

/** Everything the server reads from its environment, resolved once at start. */
export interface Config {
  readonly port: number;
  readonly host: string;
  /** Absolute path of the data folder: SQLite file, uploads, generated secrets. */
  readonly dataDir: string;
  /** PostgreSQL connection string; SQLite in `dataDir` when absent. */
  readonly databaseUrl: string | undefined;
  readonly jwtSecret: string;
  readonly adminUsername: string;
  /** The first operator's password; generated and printed once when absent. */
  readonly adminPassword: string | undefined;
  readonly brandName: string;
  readonly logLevel: string;
  /** LOG_REQUESTS=1: every request logged (two lines); otherwise only failed (5xx) and slow (> 1 s) ones. */
  readonly logRequests: boolean;
  /** Absolute path of the built app (vite build output) that the server serves. */
  readonly clientDir: string;
  /** Access token lifetime in seconds (the app needs more than 600 s left to restore a session). */
  readonly accessTokenTtl: number;
  readonly refreshTokenTtl: number;
  /** scrypt cost N; OWASP's 2^17 by default, lowered only by tests. */
  readonly scryptCost: number;
  /** Login, register and refresh attempts allowed per client address in `authRateWindowMs`. */
  readonly authRateLimit: number;
  readonly authRateWindowMs: number;
  /** First delay (ms) once a client has failed a few logins on one username; it doubles per failure. */
  readonly loginSlowdownMs: number;
  /** Password hashes computed at once (HASH_CONCURRENCY; default: one per core) and waiting (HASH_QUEUE). */
  readonly hashConcurrency: number;
  readonly hashQueue: number;
  /** Lifetime of signed URLs of private files (ID photos), in seconds. */
  readonly fileUrlTtl: number;
  /** Redis for socket.io fan-out across instances (REDIS_URL); absent: one instance. */
  readonly redisUrl: string | undefined;
  /** Channel prefix in Redis (REDIS_CHANNEL), to keep separate deployments on one Redis apart. */
  readonly redisChannel: string;
  /** Round length per zone in seconds (ROUND_SECONDS=LEVEL_1:60,LEVEL_3:180,LEVEL_5:300). */
  readonly zoneSeconds: Readonly<Record<Zone, number>>;
  /** Bets a player may place per second. */
  readonly betRatePerSecond: number;
  /** Where uploaded files live (FILE_STORE): the database (default with DATABASE_URL) or DATA_DIR. */
  readonly fileStore: 'disk' | 'database';
  /** On SIGTERM, how long /ready answers 503 before the server stops accepting (SHUTDOWN_DRAIN_MS). */
  readonly shutdownDrainMs: number;
  /** Rounds per hash chain before a new chain (and terminating hash) is published. */
  readonly fairnessChainLength: number;
  /**
   * The secret new fairness chains derive from (FAIRNESS_SECRET, or the file FAIRNESS_SECRET_FILE
   * names, or one generated into DATA_DIR/fairness-secret on first start): never in the database.
   * Every instance of a deployment needs the same one.
   */
  readonly fairnessSecret: string;
  /**
   * Prometheus metrics (docs/operations.md): with METRICS_PORT, on a listener of their own bound to
   * METRICS_HOST (127.0.0.1 unless set); with METRICS_TOKEN, only with `Authorization: Bearer
   * <token>`. The main port answers /metrics only with that token.
   */
  readonly metricsPort: number | undefined;
  readonly metricsHost: string;
  readonly metricsToken: string | undefined;
  /** METRICS=off: no request timing and no bet or settlement figures (to measure what metrics cost: bench/metrics-cost.ts). */
  readonly metricsEnabled: boolean;
  /** How often the books are checked while the product runs (BOOKS_CHECK_MS; 0: never). */
  readonly booksCheckMs: number;
  /** Where `fairnessSecret` came from: a generated one is this instance's alone. */
  readonly fairnessSecretSource: 'env' | 'file' | 'generated';
  /** Earlier fairness secrets whose chains still run (FAIRNESS_PREVIOUS_SECRETS, comma-separated). */
  readonly fairnessPreviousSecrets: readonly string[];
  /**
   * Initial values of operator settings from the environment (PAYOUT_RATE, BET_MAX,
   * BET_LOCK_SECONDS, WITHDRAWAL_FEE_TIERS): used until an operator sets them (modules/settings).
   */
  readonly settingSeeds: SettingSeeds;
  /**
   * Which proxies may tell the client's address in X-Forwarded-For (TRUST_PROXY): none by default,
   * a hop count (`1`: the one proxy in front), or the proxies' addresses or CIDR ranges. Trusting
   * every sender would let any client pick its own address and step around per-address limits.
   */
  readonly trustProxy: false | number | readonly string[];
  /** Web Push: VAPID keys, the push services allowed, the sender's bounds (push-config.ts). */
  readonly push: PushConfig;
  /** Backups (docs/operations.md, "Backups"; modules/backups). */
  readonly backup: BackupConfig;
}

export interface BackupConfig {
  /** BACKUP_URL: Litestream's replica of the SQLite file (file:///folder or s3://bucket/path); off when absent. */
  readonly url: string | undefined;
  /** BACKUP_DIR: where scheduled snapshots go; none when absent. */
  readonly dir: string | undefined;
  /** BACKUP_EVERY (`6h`, `15m`, `30s`; 6h by default) in milliseconds. */
  readonly everyMs: number;
  /** BACKUP_KEEP: the newest snapshots kept in BACKUP_DIR (7 by default); older ones are deleted. */
  readonly keep: number;
  /** BACKUP_KEY: every file of a snapshot encrypted with it (AES-256-GCM) when set. */
  readonly key: string | undefined;
}

type Env = Readonly<Record<string, string | undefined>>;

function fileStore(raw: string | undefined, hasDatabaseUrl: boolean): Config['fileStore'] {
  if (!raw) return hasDatabaseUrl ? 'database' : 'disk';
  if (raw !== 'disk' && raw !== 'database') throw new Error(`FILE_STORE must be "disk" or "database", got "${raw}"`);
  return raw;
}

function integer(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return value;
}

function feeTiers(raw: string | undefined): readonly FeeTier[] | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const tiers = parseFeeTiers(raw);
  if (!tiers) throw new Error(`WITHDRAWAL_FEE_TIERS must look like "200000=15,400000=20,30", got "${raw}"`);
  return tiers;
}

/**
 * Uploaded images decoded and re-encoded at once (modules/uploads/reencode.ts). Each holds a thread
 * of libuv's pool while libvips spreads the pixels over threads of its own: one is enough for two
 * cores, and threadpool.ts adds it to the pool.
 */
export const IMAGE_CONCURRENCY = 1;

/** Password hashes at once: HASH_CONCURRENCY, or one per core (threadpool.ts sizes libuv's pool from it). */
export function hashConcurrency(env: Env): number {
  return Math.max(1, integer(env, 'HASH_CONCURRENCY', availableParallelism()));
}

function trustProxy(raw: string | undefined): Config['trustProxy'] {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false' || value === '0') return false;
  if (/^\d+$/.test(value)) return Number(value);
  const addresses = value.split(',').map((a) => a.trim()).filter(Boolean);
  const valid = (a: string) => {
    const [address, bits, extra] = a.split('/');
    return extra === undefined && isIP(address ?? '') !== 0 && (bits === undefined || /^\d{1,3}$/.test(bits));
  };
  if (!addresses.length || !addresses.every(valid)) {
    throw new Error(`TRUST_PROXY must be a hop count or a list of proxy addresses (e.g. "127.0.0.1,10.0.0.0/8"), got "${raw}"`);
  }
  return addresses;
}

function settingSeeds(env: Env): SettingSeeds {
  const seeds: { -readonly [K in keyof SettingSeeds]: SettingSeeds[K] } = {};
  const rate = payoutBps(env.PAYOUT_RATE);
  if (rate !== undefined) seeds.payoutBps = rate;
  if (env.BET_MAX) seeds.betMax = integer(env, 'BET_MAX', 0);
  if (env.BET_LOCK_SECONDS) seeds.betLockSeconds = integer(env, 'BET_LOCK_SECONDS', 0);
  const tiers = feeTiers(env.WITHDRAWAL_FEE_TIERS);
  if (tiers) seeds.withdrawalFeeTiers = tiers;
  return seeds;
}

/** Reads `name` from the data folder, creating it with `generate()` the first time. */
function persistentSecret(dataDir: string, name: string, generate: () => string): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const value = generate();
  writeFileSync(file, value + '\n', { mode: 0o600 });
  return value;
}

/** Parses `LEVEL_1:60,LEVEL_3:180,LEVEL_5:300`; zones not named keep their default. */
function zoneSeconds(raw: string | undefined): Record<Zone, number> {
  const result: Record<Zone, number> = { ...DEFAULT_ZONE_SECONDS };
  for (const part of (raw ?? '').split(',').map((p) => p.trim()).filter(Boolean)) {
    const [zone, seconds] = part.split(':');
    const value = Number(seconds);
    if (!ZONES.includes(zone as Zone) || !Number.isInteger(value) || value < 2) {
      throw new Error(`ROUND_SECONDS: "${part}" is not ZONE:SECONDS with a known zone and at least 2 seconds`);
    }
    result[zone as Zone] = value;
  }
  return result;
}

/** `6h`, `15m`, `30s` (or a bare number of seconds) in milliseconds. */
export function parseDuration(name: string, raw: string): number {
  const match = /^(\d+)\s*(s|m|h|d)?$/.exec(raw.trim());
  const value = match ? Number(match[1]) * { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 }[(match[2] ?? 's') as 's'] : NaN;
  if (!Number.isSafeInteger(value) || value < 1000) throw new Error(`${name} must be a duration such as 6h, 15m or 30s, got "${raw}"`);
  return value;
}

function backupConfig(env: Env, cwd: string): BackupConfig {
  const url = env.BACKUP_URL?.trim() || undefined;
  if (url && !/^(file|s3):\/\/./.test(url)) throw new Error(`BACKUP_URL must be file:///folder or s3://bucket/path, got "${url}"`);
  if (url && env.DATABASE_URL) throw new Error('BACKUP_URL replicates the SQLite file (Litestream); with DATABASE_URL use PostgreSQL\'s own tools (docs/operations.md, "Backups")');
  return {
    url,
    dir: env.BACKUP_DIR ? path.resolve(cwd, env.BACKUP_DIR) : undefined,
    everyMs: env.BACKUP_EVERY ? parseDuration('BACKUP_EVERY', env.BACKUP_EVERY) : 6 * 3_600_000,
    keep: Math.max(1, integer(env, 'BACKUP_KEEP', 7)),
    key: env.BACKUP_KEY || undefined,
  };
}

function payoutBps(raw: string | undefined): number | undefined {
  if (!raw) return undefined;
  const rate = Number(raw);
  const bps = Math.round(rate * 10_000);
  if (!Number.isFinite(rate) || rate <= 1 || rate > 100 || Math.abs(bps - rate * 10_000) > 1e-6) {
    throw new Error(`PAYOUT_RATE must be a number above 1 with at most 4 decimals, got "${raw}"`);
  }
  return bps;
}

export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const dataDir = path.resolve(cwd, env.DATA_DIR || './data');
  mkdirSync(dataDir, { recursive: true });
  const jwtSecret = env.JWT_SECRET || persistentSecret(dataDir, 'jwt-secret', () => randomBytes(48).toString('base64url'));
  if (jwtSecret.length < 32) throw new Error('JWT_SECRET must be at least 32 characters');
  const fairnessSecret =
    env.FAIRNESS_SECRET ||
    (env.FAIRNESS_SECRET_FILE ? readFileSync(path.resolve(cwd, env.FAIRNESS_SECRET_FILE), 'utf8').trim() : persistentSecret(dataDir, 'fairness-secret', () => randomBytes(32).toString('hex')));
  if (fairnessSecret.length < 32) throw new Error('FAIRNESS_SECRET must be at least 32 characters');
  return {
    port: integer(env, 'PORT', 8080),
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret,
    adminUsername: env.ADMIN_USERNAME || 'operator',
    adminPassword: env.ADMIN_PASSWORD || undefined,
    brandName: env.BRAND_NAME || 'Lumina Design',
    logLevel: env.LOG_LEVEL || 'info',
    logRequests: env.LOG_REQUESTS === '1' || env.LOG_REQUESTS === 'true',
    clientDir: path.resolve(cwd, env.CLIENT_DIR || './dist/client'),
    accessTokenTtl: integer(env, 'ACCESS_TOKEN_TTL', 24 * 3600),
    refreshTokenTtl: integer(env, 'REFRESH_TOKEN_TTL', 30 * 24 * 3600),
    scryptCost: integer(env, 'SCRYPT_COST', 2 ** 17),
    authRateLimit: integer(env, 'AUTH_RATE_LIMIT', 10),
    authRateWindowMs: integer(env, 'AUTH_RATE_WINDOW_MS', 60_000),
    loginSlowdownMs: integer(env, 'LOGIN_SLOWDOWN_MS', 500),
    hashConcurrency: hashConcurrency(env),
    hashQueue: integer(env, 'HASH_QUEUE', 8),
    fileUrlTtl: integer(env, 'FILE_URL_TTL', 900),
    redisUrl: env.REDIS_URL || undefined,
    redisChannel: env.REDIS_CHANNEL || 'socket.io',
    zoneSeconds: zoneSeconds(env.ROUND_SECONDS),
    betRatePerSecond: integer(env, 'BET_RATE_LIMIT', 10),
    shutdownDrainMs: integer(env, 'SHUTDOWN_DRAIN_MS', 0),
    fileStore: fileStore(env.FILE_STORE, Boolean(env.DATABASE_URL)),
    fairnessChainLength: integer(env, 'FAIRNESS_CHAIN_LENGTH', 100_000),
    fairnessSecret,
    metricsPort: env.METRICS_PORT ? integer(env, 'METRICS_PORT', 0) : undefined,
    metricsHost: env.METRICS_HOST || '127.0.0.1',
    metricsToken: env.METRICS_TOKEN || undefined,
    metricsEnabled: env.METRICS !== 'off',
    booksCheckMs: integer(env, 'BOOKS_CHECK_MS', 300_000),
    fairnessSecretSource: env.FAIRNESS_SECRET ? 'env' : env.FAIRNESS_SECRET_FILE ? 'file' : 'generated',
    fairnessPreviousSecrets: (env.FAIRNESS_PREVIOUS_SECRETS ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    trustProxy: trustProxy(env.TRUST_PROXY),
    settingSeeds: settingSeeds(env),
    push: loadPushConfig(env, dataDir),
    backup: backupConfig(env, cwd),
  };
}
