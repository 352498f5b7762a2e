// Ledger: the only writer of balances and ledger rows; every point moves through it, double-entry.
// This file is the module's face: other modules use it through these names only.
export { ledgerProblems } from './ledger.checks.js';
export { InsufficientBalanceError, OperatorAccountError } from './ledger.errors.js';
export { toLedgerEntry } from './ledger.mapper.js';
export type { LockedBalances, WritesWith } from './ledger.batch.js';
export { balanceOf, creditedBy, type Ledger, ledgerPage, ledgerRowsBefore, playerRowsMadeBy, systemShardsRead } from './ledger.service.js';
export { type LedgerEntryRow, SYSTEM_SHARDS } from './ledger.table.js';
export type { PlayerBalance } from './ledger.transfer.js';
