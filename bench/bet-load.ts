// What the bet benchmarks share: players registered and funded on a server's SQLite file, and
// autocannon's POST /v1/bets load spread over them.
import path from 'node:path';
import autocannon from 'autocannon';
import type { AuthResponse } from '../src/shared/api/auth.js';
import { openDatabase } from '../src/server/db/database.js';
import { Ledger } from '../src/server/modules/ledger/ledger.service.js';

export interface LoadFigures {
  readonly ok: number;
  readonly perSecond: number;
  readonly p50: number;
  readonly p99: number;
  readonly errors: number;
}

export async function measure(url: string, requests: autocannon.Request[], connections: number, duration: number): Promise<LoadFigures> {
  const result = await autocannon({ url, connections, duration, requests });
  return {
    ok: result['2xx'],
    perSecond: result['2xx'] / (result.duration || duration),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

/** `count` players registered through the API, each credited a large balance through the ledger (in the server's SQLite file). */
export async function fundedPlayers(base: string, dataDir: string, count: number): Promise<string[]> {
  const tokens: string[] = [];
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await fetch(`${base}/v1/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: `bench${i}`, password: 'secret123', passwordConfirm: 'secret123' }),
    });
    const body = (await res.json()) as AuthResponse;
    tokens.push(body.tokens.access.token);
    ids.push(body.player.id);
  }
  const handle = openDatabase({ sqliteFile: path.join(dataDir, 'app.sqlite') });
  const ledger = new Ledger(() => ({ maxBalance: Number.MAX_SAFE_INTEGER }));
  await handle.db.transaction().execute(async (trx) => {
    for (const id of ids) await ledger.post(trx, { from: { system: 'CASH_IN' }, to: { player: id }, amount: 100_000_000 * 10_000, kind: 'DEPOSIT', ref: { type: 'bench', id }, now: Date.now() });
  });
  await handle.close();
  return tokens;
}

/** POST /v1/bets, each request by the next player in turn, on LEVEL_3 (give the server an hour-long round). */
export function betRequests(tokens: readonly string[]): autocannon.Request[] {
  let n = 0;
  const gates = ['CAO', 'TRAI'];
  return [
    {
      method: 'POST',
      path: '/v1/bets',
      setupRequest: (req) => {
        const i = n++;
        return {
          ...req,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[i % tokens.length]}` },
          body: JSON.stringify({ amount: 10 + (i % 50), zone: 'LEVEL_3', gate: gates[i % 2], game: ' ' }),
        };
      },
    },
  ];
}

export const row = (name: string, m: LoadFigures) =>
  `${name.padEnd(28)} ${Math.round(m.perSecond).toLocaleString('en-US').padStart(8)} /s   p50 ${String(m.p50).padStart(3)} ms   p99 ${String(m.p99).padStart(3)} ms   non-2xx ${m.errors}`;
