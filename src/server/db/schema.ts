import type { AuditLogTable } from '../modules/audit/audit.table.js';
import type { BetsTable } from '../modules/bets/bets.table.js';
import type { BannersTable, ContentImagesTable, PartnersTable } from '../modules/content/content.table.js';
import type { DailyWinsTable, WinsTable } from '../modules/content/wins.table.js';
import type { DepositsTable } from '../modules/deposits/deposits.table.js';
import type { IdempotencyKeysTable } from '../modules/idempotency/idempotency.table.js';
import type { LedgerEntriesTable, SystemAccountsTable } from '../modules/ledger/ledger.table.js';
import type { BoxesTable, RewardRecordsTable } from '../modules/gifts/gifts.table.js';
import type { NotificationReadsTable, NotificationsTable } from '../modules/notifications/notifications.table.js';
import type { PlayersTable } from '../modules/players/players.table.js';
import type { ReferralCountsTable, ReferralPathsTable } from '../modules/referrals/referrals.table.js';
import type { LossTalliesTable, PlayerSafetyTable } from '../modules/safety/safety.table.js';
import type { StakesTable } from '../modules/staking/staking.table.js';
import type { FairnessChainsTable, RoundsTable } from '../modules/rounds/rounds.table.js';
import type { SettingsTable } from '../modules/settings/settings.table.js';
import type { UploadsTable } from '../modules/uploads/uploads.table.js';
import type { VerificationsTable } from '../modules/verifications/verifications.table.js';
import type { WithdrawalsTable } from '../modules/withdrawals/withdrawals.table.js';

/** Every table, as Kysely sees it (camelCase here, snake_case in the database). */
export interface Database {
  players: PlayersTable;
  ledgerEntries: LedgerEntriesTable;
  systemAccounts: SystemAccountsTable;
  fairnessChains: FairnessChainsTable;
  settings: SettingsTable;
  rounds: RoundsTable;
  bets: BetsTable;
  idempotencyKeys: IdempotencyKeysTable;
  deposits: DepositsTable;
  auditLog: AuditLogTable;
  withdrawals: WithdrawalsTable;
  uploads: UploadsTable;
  verifications: VerificationsTable;
  referralPaths: ReferralPathsTable;
  referralCounts: ReferralCountsTable;
  stakes: StakesTable;
  boxes: BoxesTable;
  rewardRecords: RewardRecordsTable;
  contentImages: ContentImagesTable;
  banners: BannersTable;
  partners: PartnersTable;
  wins: WinsTable;
  dailyWins: DailyWinsTable;
  notifications: NotificationsTable;
  notificationReads: NotificationReadsTable;
  playerSafety: PlayerSafetyTable;
  lossTallies: LossTalliesTable;
}
