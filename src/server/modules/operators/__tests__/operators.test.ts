import type { AuthResponse } from '../../../../shared/api/auth.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import { runCommand } from '../operators.cli.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const run = (...args: string[]) => runCommand(t.database.db, t.app.authSettings, args);
const passwordIn = (output: string) => /password(?: for \S+)?: (\S+)/.exec(output)?.[1] ?? '';
const login = (username: string, password: string) => t.request({ method: 'POST', url: '/v1/auth/login', payload: { username, password } });

describe('npm run admin', () => {
  it('creates an operator with a generated password printed once, who can sign in as ADMIN', async () => {
    const created = await run('create-operator', 'second-op');
    expect(created.status).toBe(0);
    const password = passwordIn(created.output);
    expect(password).toHaveLength(16);
    const res = await login('second-op', password);
    expect(res.statusCode).toBe(200);
    expect(res.json<AuthResponse>().player.role).toBe('ADMIN');
    expect((await run('create-operator', 'second-op')).status).toBe(1);
    expect((await run('create-operator', 'abc')).output).toContain('Not created');
  });

  it('lists operators, resets a password (old one stops) and turns TOTP off, each audited without an actor', async () => {
    const list = await run('list');
    expect(list.output).toMatch(/^2 operator account\(s\)\n/);
    expect(list.output).toContain('operator');
    expect(list.output).toContain('second-op');
    const before = passwordIn((await run('create-operator', 'third-op')).output);
    const reset = await run('reset-password', 'third-op');
    expect(reset.status).toBe(0);
    expect((await login('third-op', before)).statusCode).toBe(401);
    expect((await login('third-op', passwordIn(reset.output))).statusCode).toBe(200);
    expect((await run('reset-totp', 'third-op')).status).toBe(0);
    const rows = await t.database.db.selectFrom('auditLog').select(['action', 'actorId']).where('action', 'like', 'OPERATOR%').orderBy('id').execute();
    expect(rows).toEqual([
      { action: 'OPERATOR_CREATE', actorId: null },
      { action: 'OPERATOR_CREATE', actorId: null },
      { action: 'OPERATOR_PASSWORD_RESET', actorId: null },
      { action: 'OPERATOR_TOTP_RESET', actorId: null },
    ]);
  });

  it('refuses unknown commands and players who are not operators', async () => {
    await t.register('justaplayer');
    expect((await run('reset-password', 'justaplayer')).status).toBe(1);
    expect((await run('frobnicate')).output).toContain('Usage: npm run admin');
    expect((await run()).status).toBe(1);
  });
});
