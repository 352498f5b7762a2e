import { type Kysely, sql } from 'kysely';
import { freshDatabase } from '../../testing/test-app.js';
import type { DatabaseHandle } from '../database.js';
import { migrateTo, migrateToLatest } from '../migrate.js';

// 0028: the gift box prize seeded as "1.000 điểm" reads "1,000 điểm" where it was stored, like every
// other number; a name an operator typed otherwise stays.

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await freshDatabase();
});
afterAll(() => handle.close());

it('renames the stored prize list and the opened boxes, and nothing else', async () => {
  const db = handle.db as Kysely<unknown>;
  await migrateTo(db, '0027_second_factor_guards', handle.schema);
  const now = 1_700_000_000_000;
  const prizes = [
    { name: '50 điểm', points: 50, weight: 30 },
    { name: '1.000 điểm', points: 1000, weight: 4 },
    { name: 'Giải 2.000 đặc biệt', points: 2000, weight: 1 },
  ];
  await sql`insert into settings (key, value, updated_at) values ('boxPrizes', ${JSON.stringify(prizes)}, ${now})`.execute(db);
  await sql`insert into players (id, username, username_key, password_hash, ref_code, balance, created_at, updated_at)
    values (1, 'alice01', 'alice01', 'x', 'REF1', 0, ${now}, ${now})`.execute(db);
  await sql`insert into boxes (player_id, price, status, prize_name, prize_points, created_at)
    values (1, 1000000, 'OPENED', '1.000 điểm', 10000000, ${now}), (1, 1000000, 'OPENED', '50 điểm', 500000, ${now})`.execute(db);

  await migrateToLatest(db, handle.schema);

  const stored = await handle.db.selectFrom('settings').select('value').where('key', '=', 'boxPrizes').executeTakeFirstOrThrow();
  expect((JSON.parse(stored.value) as Array<{ name: string }>).map((p) => p.name)).toEqual(['50 điểm', '1,000 điểm', 'Giải 2.000 đặc biệt']);
  const boxes = await handle.db.selectFrom('boxes').select('prizeName').orderBy('id').execute();
  expect(boxes.map((b) => b.prizeName)).toEqual(['1,000 điểm', '50 điểm']);
});
