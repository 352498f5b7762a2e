import { ZONES, type Zone } from '../../../shared/game.js';
import type { Db } from '../../db/database.js';
import { audit } from '../audit/index.js';
import { insertDerivedChain } from './chains.js';
import type { FairnessKeys } from './fairness-keys.js';

/**
 * `npm run admin -- new-chain`: a new fairness chain for every zone, from the current fairness
 * secret (after setting a new FAIRNESS_SECRET, with the old one in FAIRNESS_PREVIOUS_SECRETS). Each
 * starts two rounds ahead on the wall clock: the open round and the next keep the chain they have
 * (a round opened meanwhile on another instance is already on it), so no round goes without a seed
 * and no seed is used twice. Every terminating hash, old and new, stays published (GET /v1/fairness).
 */
export async function startNewChains(db: Db, keys: FairnessKeys, length: number, zoneSeconds: Readonly<Record<Zone, number>>, now: number): Promise<string[]> {
  const lines: string[] = [];
  for (const zone of ZONES) {
    const firstIncId = Math.floor(now / (zoneSeconds[zone] * 1000)) + 2;
    const latest = await db.selectFrom('fairnessChains').selectAll().where('zone', '=', zone).orderBy('chainNo', 'desc').limit(1).executeTakeFirst();
    if (latest && latest.firstIncId >= firstIncId) {
      lines.push(`${zone}: chain #${latest.chainNo} already starts at round ${latest.firstIncId}; nothing to do`);
      continue;
    }
    if (latest && latest.firstIncId + latest.length < firstIncId) {
      // The current chain ends first: the engine starts the next one by itself when it does.
      lines.push(`${zone}: chain #${latest.chainNo} ends before round ${firstIncId}; its successor will be made from the current secret`);
      continue;
    }
    const chainNo = (latest?.chainNo ?? 0) + 1;
    await db.transaction().execute(async (trx) => {
      if (!(await insertDerivedChain(trx, keys, { zone, chainNo, firstIncId, length, now }))) throw new Error(`${zone}: chain #${chainNo} was made meanwhile; run the command again`);
      await audit(trx, { actorId: null, action: 'FAIRNESS_CHAIN_START', targetType: 'fairness_chain', targetId: `${zone}#${chainNo}`, details: { firstIncId, length, keyId: keys.currentId }, now });
    });
    const { terminatingHash } = await db.selectFrom('fairnessChains').select('terminatingHash').where('zone', '=', zone).where('chainNo', '=', chainNo).executeTakeFirstOrThrow();
    lines.push(`${zone}: chain #${chainNo} from round ${firstIncId}, terminating hash ${terminatingHash}`);
  }
  return lines;
}
