import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

// What an instance tells Prometheus (docs/operations.md, "Metrics and alerts"). One registry per
// app, so that several apps in one process (the tests) keep their own counts. Names are the
// contract of deploy/prometheus and deploy/grafana: change them there too.

/** Seconds: fine below 100 ms (bets), coarse up to a minute (a stuck settlement). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

export class Metrics {
  readonly registry = new Registry();
  /** What each scrape reads first, from wherever it lives (the database, the sockets, Redis). */
  private readonly beforeScrape: Array<() => Promise<void> | void> = [];

  readonly httpDuration = new Histogram({
    name: 'lumina_http_request_duration_seconds',
    help: 'HTTP requests by route pattern (never the raw URL), method and status',
    labelNames: ['method', 'route', 'status_code'],
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  readonly betsAccepted = this.counter('lumina_bets_accepted_total', 'Bets written (a replayed answer is not counted again)', ['zone']);
  readonly betsRefused = this.counter('lumina_bets_refused_total', 'Bets refused, by the refusal code', ['code']);
  readonly betDuration = new Histogram({
    name: 'lumina_bet_duration_seconds',
    help: 'A bet from the queue of the bet store to its answer',
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  readonly betBatchSize = new Histogram({
    name: 'lumina_bet_batch_size',
    help: 'Bets per batch written',
    buckets: [1, 2, 4, 8, 16, 32, 64, 128, 256, 500],
    registers: [this.registry],
  });
  readonly settlementDuration = this.histogram('lumina_settlement_duration_seconds', 'A settlement from its claim to the commit of its last credits', ['zone']);
  readonly settlementLag = this.histogram('lumina_settlement_lag_seconds', "From a round's end to the commit of its settlement", ['zone']);
  readonly roundsSettled = this.counter('lumina_rounds_settled_total', 'Rounds settled by this instance', ['zone']);
  readonly socketEvents = this.counter('lumina_socket_events_sent_total', 'Socket events sent, by type (one per room or socket sent to)', ['event']);
  readonly rateLimitRefusals = this.counter('lumina_rate_limit_refusals_total', 'Requests refused by a rate limit', ['limiter']);
  readonly booksProblems = this.gauge('lumina_books_problems', 'Problems the last check of the books found (0 expected)');
  readonly booksChecked = this.gauge('lumina_books_checked_timestamp_seconds', 'When the books were last checked');
  readonly roundUnsettled = this.gauge('lumina_round_unsettled_seconds', 'Seconds since the end of the oldest round of the zone not settled yet (0: none)', ['zone']);
  readonly chainRoundsLeft = this.gauge('lumina_fairness_chain_rounds_left', 'Rounds left in the fairness chain in use', ['zone']);
  readonly socketsConnected = this.gauge('lumina_sockets_connected', 'Sockets connected to this instance');
  readonly poolSize = this.gauge('lumina_db_pool_size', 'Database connections open');
  readonly poolIdle = this.gauge('lumina_db_pool_idle', 'Database connections idle');
  readonly poolWaiting = this.gauge('lumina_db_pool_waiting', 'Queries waiting for a database connection');
  readonly dbUp = this.gauge('lumina_db_up', 'Whether the database answered the last scrape (1) or not (0)');
  readonly redisUp = this.gauge('lumina_redis_up', 'Whether Redis answered the last scrape (1) or not (0)');
  readonly redisRoundTrip = this.gauge('lumina_redis_round_trip_seconds', "Redis's answer to a PING at the last scrape");
  readonly withdrawalsPending = this.gauge('lumina_withdrawals_pending', 'Withdrawals waiting for an operator');
  readonly verificationsPending = this.gauge('lumina_verifications_pending', 'ID checks waiting for an operator');
  readonly secondFactorsLocked = this.gauge('lumina_second_factors_locked', "Operators whose second factor is locked now after wrong codes (someone knowing their password is guessing)");
  readonly pushesSent = this.counter(
    'lumina_push_sent_total',
    'Web Push attempts by outcome: delivered; gone (404/410, the device removed); retry (429, 5xx, no answer: tried again later); failed (given up); rejected (another 4xx); refused (endpoint no longer allowed)',
    ['outcome'],
  );
  readonly pushEventsDropped = this.counter('lumina_push_events_dropped_total', 'Events not pushed because the push queue of this instance was full');
  readonly pushQueueLength = this.gauge('lumina_push_queue_length', 'Events waiting to be pushed on this instance');
  readonly backupSnapshotAge = this.gauge('lumina_backup_snapshot_age_seconds', 'Seconds since the last good scheduled snapshot finished, on any instance (BACKUP_DIR; as old as the process when none has yet)');
  readonly backupSnapshotInterval = this.gauge('lumina_backup_snapshot_interval_seconds', 'BACKUP_EVERY in seconds (the snapshot alert compares the age with it)');
  readonly backupReplicaLag = this.gauge('lumina_backup_replica_lag_seconds', "Seconds since Litestream's replica last held everything the database had (BACKUP_URL): what a dead disk would lose");
  readonly backupReplicatorRestarts = this.gauge('lumina_backup_replicator_restarts', 'Times Litestream died and was started again since the server started');
  readonly pushInFlight = this.gauge('lumina_push_in_flight', 'Pushes sent by this instance and not answered yet');

  /** `enabled` false (METRICS=off): the figures are not taken (only to measure what they cost). */
  constructor(readonly enabled = true) {
    if (enabled) collectDefaultMetrics({ register: this.registry });
  }

  /** Something to read at each scrape (its owner knows where the figure lives): it sets its gauges. */
  onScrape(read: () => Promise<void> | void): void {
    this.beforeScrape.push(read);
  }

  /** The text Prometheus scrapes: what is read at a scrape is read first (one that fails leaves its gauges as they were). */
  async scrape(): Promise<string> {
    await Promise.allSettled(this.beforeScrape.map(async (read) => read()));
    return this.registry.metrics();
  }

  private counter(name: string, help: string, labelNames: string[] = []): Counter<string> {
    return new Counter({ name, help, labelNames, registers: [this.registry] });
  }

  private histogram(name: string, help: string, labelNames: string[]): Histogram<string> {
    return new Histogram({ name, help, labelNames, buckets: LATENCY_BUCKETS, registers: [this.registry] });
  }

  private gauge(name: string, help: string, labelNames: string[] = []): Gauge<string> {
    return new Gauge({ name, help, labelNames, registers: [this.registry] });
  }
}
