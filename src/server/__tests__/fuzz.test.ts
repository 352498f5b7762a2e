import fc from 'fast-check';
import { ledgerProblems } from '../modules/ledger/ledger.checks.js';
import { brokenBodies, type JsonSchema, keepsContract, malformedBody, malformedText, validValue } from '../testing/fuzz.js';
import { clockInRound } from '../testing/game.js';
import { bankedPlayer, createTestApp, type TestApp } from '../testing/test-app.js';

// Every route of the OpenAPI document gets malformed variants of its body, query, path and headers,
// generated from its own schemas, as a player and as an operator. None may answer 5xx, each must be
// a JSON refusal with a message, and no point may move. A route added tomorrow is covered the same day.
// FUZZ_SEED replays a run; FUZZ_SAMPLES sets how many values each generator gives.

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
const SAMPLES = Number(process.env.FUZZ_SAMPLES ?? 40);

interface Parameter {
  readonly in: 'query' | 'path' | 'header';
  readonly name: string;
  readonly required?: boolean;
  readonly schema: JsonSchema;
}
interface Operation {
  readonly parameters?: readonly Parameter[];
  readonly requestBody?: { content: Record<string, { schema: JsonSchema }> };
  readonly consumes?: readonly string[];
}
interface Route {
  readonly method: string;
  readonly path: string;
  readonly params: readonly Parameter[];
  readonly body: JsonSchema | undefined;
  readonly multipart: boolean;
}
interface Variant {
  readonly part: string;
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly payload?: string;
}

let t: TestApp;
let tokens: Array<[string, string]>;
let playerId: number;
beforeAll(async () => {
  t = await createTestApp({}, { clock: clockInRound(10) });
  const player = await bankedPlayer(t, 'fuzzer001', 10_000);
  playerId = player.player.id;
  tokens = [
    ['player', player.token],
    ['operator', (await t.admin()).token],
  ];
});
afterAll(() => t.close());

function routesOf(document: { paths: Record<string, Record<string, Operation>> }): Route[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      params: op.parameters ?? [],
      body: op.requestBody?.content['application/json']?.schema,
      multipart: Boolean(op.consumes?.includes('multipart/form-data')) || path === '/v1/upload/',
    })),
  );
}

/** A part's parameters as the object schema the server validates (every query refuses unknown fields). */
function objectSchema(params: readonly Parameter[]): JsonSchema {
  return {
    type: 'object',
    properties: Object.fromEntries(params.map((p) => [p.name, p.schema])),
    required: params.filter((p) => p.required).map((p) => p.name),
    additionalProperties: false,
  };
}

const sample = <T>(arbitrary: fc.Arbitrary<T>, salt: number) => fc.sample(arbitrary, { numRuns: SAMPLES, seed: SEED + salt });

/** Variants of one route that its schemas refuse, each with the part that makes it malformed. */
function variantsOf(route: Route, salt: number): Variant[] {
  const inPart = (where: Parameter['in']) => route.params.filter((p) => p.in === where);
  const [pathParams, queryParams, headerParams] = [inPart('path'), inPart('query'), inPart('header')];
  const checks = {
    path: keepsContract(objectSchema(pathParams), 'text'),
    query: keepsContract(objectSchema(queryParams), 'text'),
    header: keepsContract({ ...objectSchema(headerParams), additionalProperties: true }, 'text'),
    body: route.body ? keepsContract(route.body, 'body') : undefined,
  };
  // Valid values for the parts a variant leaves alone: the player's own id, no query.
  const validPath = Object.fromEntries(pathParams.map((p) => [p.name, p.name === 'id' ? String(playerId) : 'abcdef']));
  const validBody = route.body ? (sample(validValue(route.body), salt)[0] as object) : undefined;

  const build = (part: string, path: Record<string, string>, query: Record<string, string | string[]>, headers: Record<string, string>, body?: unknown, raw?: { contentType: string; payload: string }): Variant => {
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(query)) for (const v of [value].flat()) search.append(name, v);
    const url = route.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(path[name] ?? '')) + (search.size ? `?${search}` : '');
    const payload = raw?.payload ?? (body === undefined ? undefined : JSON.stringify(body));
    const contentType = raw?.contentType ?? (payload === undefined ? undefined : 'application/json');
    return { part, url, headers: { ...headers, ...(contentType ? { 'content-type': contentType } : {}) }, ...(payload === undefined ? {} : { payload }) };
  };
  const refused = (path: Record<string, string>, query: Record<string, unknown>, headers: Record<string, unknown>, body: unknown, rawBody = false) =>
    !checks.path({ ...path }) || !checks.query({ ...query }) || !checks.header({ ...headers }) || rawBody || route.multipart || (checks.body !== undefined && !checks.body(body));

  const variants: Variant[] = [];
  const keep = (variant: Variant, path: Record<string, string>, query: Record<string, unknown>, headers: Record<string, string>, body: unknown, rawBody = false) => {
    if (refused(path, query, headers, body, rawBody)) variants.push(variant);
  };

  if (route.body || route.multipart) {
    for (const body of sample(malformedBody(route.body ?? { type: 'object', properties: { file: { type: 'string' } } }), salt + 1)) {
      keep(build('body', validPath, {}, {}, body), validPath, {}, {}, body);
    }
    for (const raw of brokenBodies) keep(build('raw body', validPath, {}, {}, undefined, raw), validPath, {}, {}, undefined, true);
  }
  for (const [i, param] of [...pathParams, ...queryParams].entries()) {
    for (const text of sample(malformedText(param.schema), salt + 10 + i)) {
      const path = param.in === 'path' ? { ...validPath, [param.name]: [text].flat()[0]! } : validPath;
      const query = param.in === 'query' ? { [param.name]: text } : {};
      keep(build(`${param.in} ${param.name}`, path, query, {}, validBody), path, query, {}, validBody);
    }
  }
  if (queryParams.length) keep(build('query extra', validPath, { sneaky: '1' }, {}, validBody), validPath, { sneaky: '1' }, {}, validBody);
  for (const param of headerParams) {
    for (const text of ['x'.repeat((param.schema.maxLength ?? 128) + 1), 'x'.repeat(8 * 1024), 'k\u0000y', 'k\u001by', 'k\u0085y', 'k\ty']) {
      const headers = { [param.name]: text };
      keep(build(`header ${param.name}`, validPath, {}, headers, validBody), validPath, {}, headers, validBody);
    }
  }
  return variants;
}

async function moneySnapshot() {
  const players = await t.database.db.selectFrom('players').select(['id', 'balance']).orderBy('id').execute();
  const ledger = await t.database.db.selectFrom('ledgerEntries').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return { players, ledgerRows: Number(ledger.n) };
}

describe('fuzzing every route from its schemas', () => {
  it('answers every malformed request with a JSON refusal carrying a message, never 5xx, moving nothing', async () => {
    const routes = routesOf(t.app.swagger() as { paths: Record<string, Record<string, Operation>> });
    expect(routes.length).toBeGreaterThanOrEqual(25);
    const before = await moneySnapshot();
    const problems: unknown[] = [];
    let sent = 0;
    for (const [index, route] of routes.entries()) {
      const variants = variantsOf(route, index * 100);
      for (const variant of variants) {
        for (const [who, token] of tokens) {
          const problem = { route: `${route.method} ${route.path}`, who, part: variant.part, url: variant.url.slice(0, 200), payload: variant.payload?.slice(0, 200) };
          sent += 1;
          // A stream that fails after its headers (a CSV export) cuts the connection: a problem too.
          const res = await t.request({ method: route.method as 'GET', url: variant.url, token, headers: variant.headers, ...(variant.payload === undefined ? {} : { payload: variant.payload }) }).catch((error: unknown) => {
            problems.push({ ...problem, status: 'connection cut', answer: String(error) });
            return undefined;
          });
          if (!res) continue;
          let body: { message?: unknown } | undefined;
          try {
            body = res.json();
          } catch {
            body = undefined;
          }
          const fine = res.statusCode >= 400 && res.statusCode < 500 && typeof body?.message === 'string' && body.message.length > 0;
          if (!fine) problems.push({ ...problem, status: res.statusCode, answer: res.body.slice(0, 200) });
        }
      }
    }
    console.log(`fuzz (seed ${SEED}): ${sent} malformed requests over ${routes.length} routes, as a player and as an operator`);
    expect(problems.slice(0, 10)).toEqual([]);
    expect(await moneySnapshot()).toEqual(before);
    expect(await ledgerProblems(t.database.db)).toEqual([]);
  }, 240_000);
});
