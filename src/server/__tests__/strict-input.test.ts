import type { Player } from '../../shared/api/players.js';
import { texts } from '../../shared/texts.js';
import { ledgerProblems } from '../modules/ledger/ledger.checks.js';
import { balanceOf, clockInRound } from '../testing/game.js';
import { bankedPlayer, createTestApp, type TestApp } from '../testing/test-app.js';

// What an outside probe found: types coerced in JSON bodies moved money, unbounded page numbers
// crashed lists, a bad body was judged before the caller was known, personal answers were cacheable.

let t: TestApp;
let admin: string;
let player: { token: string; player: Player };
beforeAll(async () => {
  t = await createTestApp({}, { clock: clockInRound(10) });
  admin = (await t.admin()).token;
  player = await bankedPlayer(t, 'strict001', 5000);
});
afterEach(async () => expect(await ledgerProblems(t.database.db)).toEqual([]));
afterAll(() => t.close());

const ledgerRows = async () => Number((await t.database.db.selectFrom('ledgerEntries').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const amountType = texts.errors.wrongType('Số điểm', 'một số');

describe('JSON bodies are typed strictly', () => {
  const wrongAmounts: unknown[] = ['0x64', [100], ' 100 ', '1e3', '100', null, true, { value: 100 }];

  it('refuses a bet whose amount is not a JSON number, with a message naming the type, and moves nothing', async () => {
    const rows = await ledgerRows();
    for (const amount of wrongAmounts) {
      const res = await t.request({ method: 'POST', url: '/v1/bets', token: player.token, payload: { amount, zone: 'LEVEL_3', gate: 'CAO' } });
      expect({ amount, status: res.statusCode, message: res.json().message }).toEqual({ amount, status: 400, message: amountType });
    }
    expect(await balanceOf(t, player.player.id)).toBe(5000);
    expect(await ledgerRows()).toBe(rows);
  });

  it('refuses the same on withdrawals and operator deposits; a playerId of true credits nobody', async () => {
    const rows = await ledgerRows();
    for (const amount of wrongAmounts) {
      const res = await t.request({ method: 'POST', url: '/v1/withdrawals', token: player.token, payload: { amount } });
      expect([res.statusCode, res.json().message]).toEqual([400, amountType]);
      const dep = await t.request({ method: 'POST', url: '/v1/admin/deposits', token: admin, payload: { playerId: player.player.id, amount } });
      expect([dep.statusCode, dep.json().message]).toEqual([400, amountType]);
    }
    for (const playerId of [true, String(player.player.id), [player.player.id], 1.5, null]) {
      const dep = await t.request({ method: 'POST', url: '/v1/admin/deposits', token: admin, payload: { playerId, amount: 100 } });
      expect(dep.statusCode).toBe(400);
      expect(dep.json().message).toMatch(/^(Mã người chơi phải là một số nguyên|Dữ liệu không hợp lệ: playerId)$/);
    }
    expect(await ledgerRows()).toBe(rows);
    expect(await balanceOf(t, 1)).toBe(0); // the operator
  });

  it('refuses profile fields that are not text instead of storing them as text', async () => {
    for (const nickname of [12345, true, ['x'], { a: 1 }]) {
      const res = await t.request({ method: 'PATCH', url: `/v1/players/${player.player.id}`, token: player.token, payload: { nickname } });
      expect([res.statusCode, res.json().message]).toEqual([400, 'Biệt danh phải là một chuỗi ký tự']);
    }
    const profile = (await t.request({ method: 'GET', url: '/v1/auth/profile', token: player.token })).json<Player>();
    expect(profile.nickname).toBeNull();
  });

  it('refuses a body that is not an object', async () => {
    for (const payload of ['[1]', '"x"', '5', 'null']) {
      const res = await t.request({ method: 'POST', url: '/v1/bets', token: player.token, headers: { 'content-type': 'application/json' }, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(texts.errors.wrongType('Dữ liệu', 'một đối tượng JSON'));
    }
  });

  it('still reads numbers in query strings and paths, which arrive as text', async () => {
    const res = await t.request({ method: 'GET', url: '/v1/sessions?page=2&limit=5' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ page: 2, limit: 5 });
  });
});

describe('numeric queries and paths are bounded', () => {
  const lists = ['/v1/sessions', '/v1/bets', '/v1/ledger', '/v1/sessions/stats', '/v1/admin/withdrawals', '/v1/admin/verifications'];

  it('answers 400, not 500, to a page number beyond any list, and an empty page to a far but sane one', async () => {
    for (const url of lists) {
      const token = url.startsWith('/v1/admin') ? admin : player.token;
      for (const page of ['99999999999999999999', '1e300', '1e20', '-1', '0', '1.5', 'NaN', 'Infinity']) {
        const res = await t.request({ method: 'GET', url: `${url}?page=${page}`, token });
        expect({ url, page, status: res.statusCode }).toEqual({ url, page, status: 400 });
        expect(res.json().message).toMatch(/^(Dữ liệu không hợp lệ: page|page phải là một số nguyên)$/);
      }
      const far = await t.request({ method: 'GET', url: `${url}?page=1000000`, token });
      expect(far.statusCode).toBe(200);
      expect(far.json().results).toEqual([]);
    }
  });

  it('answers 400 to ids beyond the exact range in paths and queries', async () => {
    for (const url of ['/v1/sessions/99999999999999999999/stats', '/v1/sessions/1e300/stats', '/v1/bets?sessionId=99999999999999999999']) {
      const res = await t.request({ method: 'GET', url, token: player.token });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 400 });
    }
    const decision = await t.request({ method: 'POST', url: '/v1/admin/withdrawals/99999999999999999999/approve', token: admin, payload: {} });
    expect(decision.statusCode).toBe(400);
  });

  it("answers 400 to a reality check's start time beyond any date, or before 1970", async () => {
    for (const since of ['99999999999999999999', String(2n ** 63n), '9007199254740993', '8640000000000001', '-1']) {
      const res = await t.request({ method: 'GET', url: `/v1/players/${player.player.id}/safety/result?since=${since}`, token: player.token });
      expect({ since, status: res.statusCode }).toEqual({ since, status: 400 });
      expect(res.json().message).toMatch(/^(Dữ liệu không hợp lệ: since|since phải là một số nguyên)$/);
    }
    const now = await t.request({ method: 'GET', url: `/v1/players/${player.player.id}/safety/result?since=${Date.now()}`, token: player.token });
    expect(now.statusCode).toBe(200);
  });

  it('bounds every number of every query, path and header of the OpenAPI document, both ways, within the exact range', () => {
    type Schema = { type?: string; minimum?: number; maximum?: number; anyOf?: Schema[] };
    const document = t.app.swagger() as { paths: Record<string, Record<string, { parameters?: Array<{ in: string; name: string; schema: Schema }> }>> };
    const numbers = (schema: Schema): Schema[] => (schema.anyOf ? schema.anyOf.flatMap(numbers) : schema.type === 'integer' || schema.type === 'number' ? [schema] : []);
    const unbounded = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) =>
        (operation.parameters ?? []).flatMap((p) =>
          numbers(p.schema)
            .filter((n) => !(Number.isSafeInteger(n.minimum) && Number.isSafeInteger(n.maximum)))
            .map((n) => `${method.toUpperCase()} ${path} ${p.in} ${p.name}: ${n.minimum}..${n.maximum}`),
        ),
      ),
    );
    expect(unbounded).toEqual([]);
  });
});

describe('the caller is known before the body is judged', () => {
  it('answers 401 to a signed-out request with a bad body, naming no field', async () => {
    for (const [url, method] of [
      ['/v1/bets', 'POST'],
      ['/v1/withdrawals', 'POST'],
      ['/v1/admin/deposits', 'POST'],
      [`/v1/players/${player.player.id}`, 'PATCH'],
    ] as const) {
      const res = await t.request({ method, url, payload: { nonsense: true } });
      expect({ url, status: res.statusCode, message: res.json().message }).toEqual({ url, status: 401, message: texts.errors.unauthorized });
    }
  });

  it('answers 403 to a player calling an operator route with a bad body', async () => {
    const res = await t.request({ method: 'POST', url: '/v1/admin/deposits', token: player.token, payload: { nonsense: true } });
    expect(res.statusCode).toBe(403);
  });
});

describe('personal answers are never stored by browsers or proxies', () => {
  it('sends Cache-Control: no-store with the profile, ledger, withdrawals, deposits, bets and errors', async () => {
    for (const url of ['/v1/auth/profile', '/v1/ledger', '/v1/withdrawals', '/v1/deposits', '/v1/bets', '/v1/sessions/stats', '/v1/withdrawals/rules']) {
      const res = await t.request({ method: 'GET', url, token: player.token });
      expect({ url, status: res.statusCode, cache: res.headers['cache-control'] }).toEqual({ url, status: 200, cache: 'no-store' });
    }
    const refused = await t.request({ method: 'GET', url: '/v1/ledger' });
    expect([refused.statusCode, refused.headers['cache-control']]).toEqual([401, 'no-store']);
    const login = await t.request({ method: 'POST', url: '/v1/auth/login', payload: { username: 'strict001', password: 'secret123' } });
    expect(login.headers['cache-control']).toBe('no-store');
  });
});
