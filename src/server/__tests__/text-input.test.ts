import type { Player } from '../../shared/api/players.js';
import { texts } from '../../shared/texts.js';
import { clockInRound } from '../testing/game.js';
import { bankedPlayer, createTestApp, type TestApp } from '../testing/test-app.js';

// Text PostgreSQL cannot store (a NUL byte) gave a 500 there while SQLite stored it; other control
// characters and broken UTF-16 went in on both. Every string a request carries is now refused at
// the schema, the same on both databases, before any query runs.

let t: TestApp;
let admin: string;
let player: { token: string; player: Player };
beforeAll(async () => {
  t = await createTestApp({}, { clock: clockInRound(10) });
  admin = (await t.admin()).token;
  player = await bankedPlayer(t, 'textin001', 1000);
});
afterAll(() => t.close());

const refusal = (label: string) => ({ status: 400, message: texts.errors.invalidCharacters(label) });
const answer = (res: { statusCode: number; json: () => { message?: unknown } }) => ({ status: res.statusCode, message: res.json().message });
const withdraw = async () => {
  const res = await t.request({ method: 'POST', url: '/v1/withdrawals', token: player.token, payload: { amount: 50 } });
  expect(res.statusCode).toBe(201);
  return res.json<{ withdrawal: { id: number } }>().withdrawal.id;
};

describe('a NUL byte is refused with a message, never a 500', () => {
  it('in the signed-out login and registration', async () => {
    const login = await t.request({ method: 'POST', url: '/v1/auth/login', payload: { username: 'textin\u0000001', password: 'secret123' } });
    expect(answer(login)).toEqual(refusal('Tài khoản'));
    const register = await t.request({ method: 'POST', url: '/v1/auth/register', payload: { username: 'textin002', password: 'secret123', passwordConfirm: 'secret123', ref: 'AB\u0000CD' } });
    expect(answer(register)).toEqual(refusal('Mã giới thiệu'));
  });

  it('in a profile field, leaving the profile as it was', async () => {
    const res = await t.request({ method: 'PATCH', url: `/v1/players/${player.player.id}`, token: player.token, payload: { nickname: 'Ba\u0000o' } });
    expect(answer(res)).toEqual(refusal('Biệt danh'));
    const profile = (await t.request({ method: 'GET', url: '/v1/auth/profile', token: player.token })).json<Player>();
    expect(profile.nickname).toBeNull();
  });

  it("in an operator's note, reason, title and content", async () => {
    const id = player.player.id;
    const calls: Array<[string, Record<string, unknown>, string]> = [
      ['/v1/admin/deposits', { playerId: id, amount: 10, note: 'nạp\u0000' }, 'Ghi chú'],
      [`/v1/admin/players/${id}/adjustments`, { amount: 10, reason: '\u0000' }, 'Lý do'],
      ['/v1/admin/notifications', { playerId: id, title: 'Tin\u0000', content: 'Nội dung' }, 'Tiêu đề'],
      ['/v1/admin/notifications', { playerId: id, content: 'Nội\u0000dung' }, 'Nội dung'],
      [`/v1/admin/withdrawals/${await withdraw()}/reject`, { note: 'Sai\u0000tên' }, 'Ghi chú'],
    ];
    for (const [url, payload, label] of calls) {
      const res = await t.request({ method: 'POST', url, token: admin, payload });
      expect({ url, ...answer(res) }).toEqual({ url, ...refusal(label) });
    }
  });

  it('in the players and audit searches, and in a CSV export before any byte is sent', async () => {
    for (const [url, label] of [
      ['/v1/admin/players?q=ab%00', 'Từ khoá'],
      ['/v1/admin/audit?actor=op%00', 'Người thực hiện'],
      ['/v1/admin/audit?targetType=player&targetId=1%00', 'targetId'],
      ['/v1/admin/players/export.csv?q=%00', 'Từ khoá'],
      ['/v1/admin/audit/export.csv?actor=%00', 'Người thực hiện'],
    ] as const) {
      const res = await t.request({ method: 'GET', url, token: admin });
      expect({ url, ...answer(res) }).toEqual({ url, ...refusal(label) });
    }
  });

  it('in a path parameter and in the Idempotency-Key header', async () => {
    const file = await t.request({ method: 'GET', url: '/v1/files/ab%00cd?o=1&e=1&s=x' });
    expect(answer(file)).toEqual(refusal('name'));
    const signature = await t.request({ method: 'GET', url: '/v1/files/abcdef?o=1%00&e=1&s=x' });
    expect(answer(signature)).toEqual(refusal('o'));
    const bet = await t.request({ method: 'POST', url: '/v1/bets', token: player.token, headers: { 'idempotency-key': 'k\u0000' }, payload: { amount: 10, zone: 'LEVEL_3', gate: 'CAO' } });
    expect(answer(bet)).toEqual(refusal('Idempotency-Key'));
  });
});

describe('other control characters and broken text', () => {
  it('refuses escape, DEL, C1 controls, line breaks and lone surrogates in a one-line field', async () => {
    for (const nickname of ['\u001b[31mđỏ', 'a\u007f', 'a\u0085b', 'hai\ndòng', 'a\rb', 'a\tb', '\ud800', 'x\udfffy']) {
      const res = await t.request({ method: 'PATCH', url: `/v1/players/${player.player.id}`, token: player.token, payload: { nickname } });
      expect({ nickname, ...answer(res) }).toEqual({ nickname, ...refusal('Biệt danh') });
    }
  });

  it('refuses them nested in lists and unions, and inside a setting', async () => {
    const read = await t.request({ method: 'POST', url: '/v1/notifications/read', token: player.token, payload: { ids: ['a', 'b\u0000'] } });
    expect(answer(read)).toEqual(refusal('ids'));
    // A setting's value is any JSON to the request: NUL is refused anywhere in it, then each
    // setting's own schema says where a line break may go.
    const terms = await t.request({ method: 'PUT', url: '/v1/admin/settings/terms', token: admin, payload: { value: 'Điều 1\u0000' } });
    expect(answer(terms)).toEqual(refusal('Giá trị'));
    const hotline = await t.request({ method: 'PUT', url: '/v1/admin/settings/hotline', token: admin, payload: { value: '1900\n1234' } });
    expect(answer(hotline)).toEqual({ status: 400, message: texts.errors.settingInvalid('hotline', texts.console.settingForms.problems.invalidCharacters) });
    const prize = await t.request({ method: 'PUT', url: '/v1/admin/settings/boxPrizes', token: admin, payload: { value: [{ name: 'Giải\tnhất', points: 1, weight: 1 }] } });
    expect(answer(prize)).toEqual({ status: 400, message: texts.errors.settingInvalid('boxPrizes', texts.console.settingForms.problems.invalidCharacters) });
  });

  it('keeps letters of every script, emoji and symbols', async () => {
    const nickname = 'Bảo 😀 𝔘 ✓ «» ‑';
    const res = await t.request({ method: 'PATCH', url: `/v1/players/${player.player.id}`, token: player.token, payload: { nickname } });
    expect(res.statusCode).toBe(200);
    expect(res.json<Player>().nickname).toBe(nickname);
  });
});

describe('text of several lines', () => {
  it('keeps line breaks and tabs where a text area is meant: a broadcast, a rejection, the terms', async () => {
    const content = 'Dòng một\nDòng hai\r\n\tThụt lề';
    const sent = await t.request({ method: 'POST', url: '/v1/admin/notifications', token: admin, payload: { playerId: player.player.id, title: 'Bảo trì', content } });
    expect(sent.statusCode).toBe(201);
    expect(sent.json<{ content: string }>().content).toBe(content);
    const rejected = await t.request({ method: 'POST', url: `/v1/admin/withdrawals/${await withdraw()}/reject`, token: admin, payload: { note: 'Sai tên\nVui lòng cập nhật' } });
    expect(rejected.statusCode).toBe(200);
    const terms = await t.request({ method: 'PUT', url: '/v1/admin/settings/terms', token: admin, payload: { value: 'Điều 1\n\n• Một\n• Hai' } });
    expect(terms.statusCode).toBe(200);
  });

  it('are the fields the OpenAPI document marks x-multiline', () => {
    type Schema = { properties?: Record<string, Schema>; 'x-multiline'?: boolean };
    const document = t.app.swagger() as { paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: Schema }> } }>> };
    const marked = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) =>
        Object.entries(operation.requestBody?.content['application/json']?.schema.properties ?? {})
          .filter(([, schema]) => schema['x-multiline'])
          .map(([name]) => `${method.toUpperCase()} ${path} ${name}`),
      ),
    );
    expect(marked.sort()).toEqual([
      'POST /v1/admin/notifications/ content',
      'POST /v1/admin/verifications/{id}/reject reason',
      'POST /v1/admin/withdrawals/bulk-approve note',
      'POST /v1/admin/withdrawals/{id}/approve note',
      'POST /v1/admin/withdrawals/{id}/reject note',
    ]);
  });

  it('still refuses NUL and other control characters there', async () => {
    for (const content of ['a\u0000b', 'a\u001bb', 'a\u000bb', '\ud800']) {
      const res = await t.request({ method: 'POST', url: '/v1/admin/notifications', token: admin, payload: { playerId: player.player.id, content } });
      expect({ content, ...answer(res) }).toEqual({ content, ...refusal('Nội dung') });
    }
  });
});
