/**
 * The replica's position, read from Litestream's own metrics: the shadow WAL (what Litestream has
 * taken from the database, at most a sync interval behind it) against what the replica holds. The
 * position's age: how long ago the database was at the position the replica holds now (under a
 * steady load, about the sync interval; it grows when Litestream is dead, cannot reach the replica,
 * or falls behind).
 */
export class ReplicaWatch {
  private caughtUpAt: number;
  private lastError: string | undefined;
  /** The shadow WAL's positions as polled, oldest first: the replica's position is as old as the newest one it holds. */
  private samples: { at: number; index: number; size: number }[] = [];

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
      this.samples.push({ at: now, index: shadow.index, size: shadow.size });
      const held = (s: { index: number; size: number }) => replica.index > s.index || (replica.index === s.index && replica.offset >= s.size);
      let newest = -1;
      for (let i = 0; i < this.samples.length; i++) if (held(this.samples[i]!)) newest = i;
      if (newest >= 0) {
        this.caughtUpAt = Math.max(this.caughtUpAt, this.samples[newest]!.at);
        this.samples = this.samples.slice(newest + 1);
      }
      if (this.samples.length > 3600) this.samples = this.samples.slice(-3600);
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
