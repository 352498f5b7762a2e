import { type Kysely, sql } from 'kysely';

// One number format everywhere (issue 50): the seeded gift box prize "1.000 điểm" wrote its
// thousands with a dot beside "1,000" in the odds' points column. The default now says "1,000 điểm";
// this renames it where it was stored: in the operator's saved prize list and in the boxes already
// opened (their history shows the name). Other names an operator typed are left as they are.

const OLD = '1.000 điểm';
const NEW = '1,000 điểm';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update settings set value = replace(value, ${JSON.stringify(OLD)}, ${JSON.stringify(NEW)}) where key = 'boxPrizes'`.execute(db);
  await sql`update boxes set prize_name = ${NEW} where prize_name = ${OLD}`.execute(db);
}

export async function down(): Promise<void> {
  // Nothing to undo: the comma is the format every other number already uses.
}
