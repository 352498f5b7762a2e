/** snake_case column names to the camelCase the code uses (what Kysely's CamelCasePlugin does), for raw SQLite rows. */
const cache = new Map<string, string>();

export function camelCaseRow<T>(row: Record<string, unknown>): T {
  const out: Record<string, unknown> = {};
  for (const key in row) {
    let name = cache.get(key);
    if (name === undefined) cache.set(key, (name = key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase())));
    out[name] = row[key];
  }
  return out as T;
}
