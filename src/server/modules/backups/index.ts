// Backups (issue 49; docs/operations.md, "Backups"): snapshots and their restore, scheduled
// snapshots, Litestream's continuous replica of the SQLite file. This file is the module's face.
export { BACKUP_USAGE, runBackupCommand } from './backups.cli.js';
export { copySecretsBesideReplica, superviseLitestream, type Supervisor } from './backups.litestream.js';
export { ReplicaWatch } from './backups.replica.js';
export { lastGoodSnapshotAt, runDueSnapshot } from './backups.schedule.js';
export type { BackupRunsTable } from './backups.table.js';
