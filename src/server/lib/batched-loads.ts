/**
 * A loader that reads many keys with one query: the keys asked for during one turn of the event
 * loop are read together (`loadMany`), and each caller gets its own row. Under load, authentication
 * (a player and a sign-in per request) then costs the database one query per turn, not one per
 * request; each request still reads rows as committed after it arrived.
 */
export function batchedLoads<K, V>(loadMany: (keys: readonly K[]) => Promise<ReadonlyMap<K, V>>): (key: K) => Promise<V | undefined> {
  let pending: Map<K, Array<{ resolve: (value: V | undefined) => void; reject: (error: unknown) => void }>> | undefined;
  const flush = async (batch: NonNullable<typeof pending>) => {
    try {
      const rows = await loadMany([...batch.keys()]);
      for (const [key, waiters] of batch) for (const w of waiters) w.resolve(rows.get(key));
    } catch (error) {
      for (const waiters of batch.values()) for (const w of waiters) w.reject(error);
    }
  };
  return (key) =>
    new Promise((resolve, reject) => {
      if (!pending) {
        const batch = (pending = new Map());
        setImmediate(() => {
          pending = undefined;
          void flush(batch);
        });
      }
      const waiters = pending.get(key) ?? [];
      waiters.push({ resolve, reject });
      pending.set(key, waiters);
    });
}
