// Deposits: operators credit (or record) players' top-ups; players read their own, operators all of them.
// This file is the module's face: other modules and the routes use it through these names only.
export { adminDeposits, depositsExport } from './deposits.history.js';
export { createDeposit, playerDeposits } from './deposits.service.js';
