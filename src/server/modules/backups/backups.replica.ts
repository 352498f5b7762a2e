/**
 * The replica's position, read from Litestream's own metrics: the shadow WAL (what Litestream has
 * taken from the database) against what the replica holds. Caught up when the replica has all of
 * the shadow WAL; the position's age is the time since it last was (it grows when Litestream is
 * dead, cannot reach the replica, or falls behind).
 */
export class ReplicaWatch {
  private caughtUpAt: number;
  private lastError: string | undefined;

  constructor(
    private readonly metricsUrl: string,
    startedAt: number,
  ) {
    this.caughtUpAt = startedAt;
  }

  /** Reads Litestream's metrics once; call every second or so. */
  async poll(now: number): Promise<void> {
    try {
      const response = await fetch(this.metricsUrl, { signal: AbortSignal.timeout(2000) });
      const text = await response.text();
      const value = (name: string) => Number(new RegExp(`^${name}\\{[^}]*\\} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);
      const shadow = { index: value('litestream_shadow_wal_index'), size: value('litestream_shadow_wal_size') };
      const replica = { index: value('litestream_replica_wal_index'), offset: value('litestream_replica_wal_offset') };
      if ([shadow.index, shadow.size, replica.index, replica.offset].some(Number.isNaN)) {
        this.lastError = 'Litestream has not replicated yet';
        return;
      }
      this.lastError = undefined;
      if (replica.index > shadow.index || (replica.index === shadow.index && replica.offset >= shadow.size)) this.caughtUpAt = now;
      else this.lastError = `replica at ${replica.index}:${replica.offset}, database at ${shadow.index}:${shadow.size}`;
    } catch (error) {
      this.lastError = `Litestream does not answer: ${error instanceof Error ? error.message : String(error)}`;
    }
  }

  /** Seconds since the replica last held everything the database had. */
  ageSeconds(now: number): number {
    return Math.max(0, (now - this.caughtUpAt) / 1000);
  }

  get problem(): string | undefined {
    return this.lastError;
  }
}
