import type { NewResponse, TopResponse, Win } from '../../../shared/api/content.js';
import { maskUsername, vietnamDay } from '../../../shared/content.js';
import type { Zone } from '../../../shared/game.js';
import { unitsToPoints } from '../../../shared/money.js';
import type { AppContext } from '../context.js';
import { latestWins, topWinsOfDay } from './wins.repository.js';

/** How many rows /v1/top and /v1/new answer. */
export const TOP_LIMIT = 10;
export const NEW_LIMIT = 20;

function toWin(row: { username: string; amount: number; zone: Zone; incId: number; settledAt: number }): Win {
  return { username: maskUsername(row.username), amount: unitsToPoints(Number(row.amount)), zone: row.zone, incId: Number(row.incId), createdAt: new Date(Number(row.settledAt)).toISOString() };
}

/**
 * GET /v1/top: today's (Vietnam time) biggest winners, one row per player (their biggest single
 * win, i.e. what one round paid them), biggest first. From settled rounds only.
 */
export async function todaysTop(ctx: AppContext): Promise<TopResponse> {
  return { results: (await topWinsOfDay(ctx.db, vietnamDay(ctx.clock.now()), TOP_LIMIT)).map(toWin) };
}

/** GET /v1/new: the latest wins of settled rounds, newest first. */
export async function newestWins(ctx: AppContext): Promise<NewResponse> {
  return { results: (await latestWins(ctx.db, NEW_LIMIT)).map(toWin) };
}
