// The money checks of the cluster suite, in SQL on the deployment's database and independent of the
// app's code: what each balance must be given the bets and the results, and the ledger's invariants.

const UNITS = 10_000;

/** The game's rule (decisions section 3), written again here as the oracle. */
function wins(gate, result) {
  const first = Number(result[0]);
  const last = Number(result[result.length - 1]);
  return { CAO: first >= 5, THAP: first <= 4, TRAI: last % 2 === 1, PHAI: last % 2 === 0 }[gate];
}

/**
 * Per player (points): the balance stored, and the one that follows from `deposit`, their bets and
 * the results of the settled rounds (pending bets only held).
 */
export async function expectedBalances(db, playerIds, deposit) {
  const bets = await db.query(
    `select b.player_id, b.gate, b.amount::bigint as amount, r.status, r.result, r.payout_bps
       from bets b join rounds r on r.id = b.round_id where b.player_id = any($1)`,
    [playerIds],
  );
  const expected = new Map(playerIds.map((id) => [id, deposit * UNITS]));
  // BIGINT columns arrive as strings.
  for (const bet of bets) {
    const player = Number(bet.player_id);
    let units = expected.get(player) - Number(bet.amount);
    if (bet.status === 'SETTLED' && wins(bet.gate, bet.result)) units += Math.floor((Number(bet.amount) * bet.payout_bps) / UNITS);
    expected.set(player, units);
  }
  const rows = await db.query('select id, balance::bigint as balance from players where id = any($1)', [playerIds]);
  return {
    balances: new Map(rows.map((r) => [Number(r.id), Number(r.balance) / UNITS])),
    expected: new Map([...expected].map(([id, units]) => [id, units / UNITS])),
  };
}

/** Broken ledger invariants: a balance that is not the sum of its rows, books that do not sum to zero. */
export async function ledgerProblems(db) {
  const problems = [];
  const players = await db.query(
    `select p.id, p.balance::bigint as balance, coalesce(sum(l.delta), 0)::bigint as ledger
       from players p left join ledger_entries l on l.player_id = p.id group by p.id, p.balance having p.balance <> coalesce(sum(l.delta), 0)`,
  );
  for (const p of players) problems.push(`player ${p.id}: balance ${p.balance} but ledger ${p.ledger}`);
  const accounts = await db.query(
    `select b.code, b.shard, b.balance::bigint as balance, coalesce(sum(l.delta), 0)::bigint as ledger
       from system_balances b left join ledger_entries l on l.system_account = b.code and l.system_shard = b.shard
       group by b.code, b.shard, b.balance having b.balance <> coalesce(sum(l.delta), 0)`,
  );
  for (const a of accounts) problems.push(`account ${a.code} (shard ${a.shard}): balance ${a.balance} but ledger ${a.ledger}`);
  const [total] = await db.query('select coalesce(sum(delta), 0)::bigint as total from ledger_entries');
  if (Number(total.total) !== 0) problems.push(`the books sum to ${total.total}, not 0`);
  return problems;
}

/** Rounds of `incIds` (LEVEL_1) not settled exactly once: not settled, or a player paid twice for one. */
export async function roundsSettledOnce(db, incIds) {
  const problems = [];
  const rounds = await db.query("select id, inc_id, status from rounds where zone = 'LEVEL_1' and inc_id = any($1)", [incIds]);
  if (rounds.length !== incIds.length) problems.push(`${incIds.length - rounds.length} rounds missing`);
  for (const r of rounds) if (r.status !== 'SETTLED') problems.push(`round ${r.inc_id} is ${r.status}`);
  const twice = await db.query(
    `select player_id, ref_id, count(*)::int as n from ledger_entries
      where kind = 'WIN' and player_id is not null and ref_type = 'round' and ref_id = any($1) group by player_id, ref_id having count(*) > 1`,
    [rounds.map((r) => String(r.id))],
  );
  for (const t of twice) problems.push(`player ${t.player_id} paid ${t.n} times for round ${t.ref_id}`);
  return problems;
}
