// Dashboard: the daily rollups of stakes, payouts and sign-ups the console's dashboard reads.
// This file is the module's face: other modules use it through these names only.
export { playerFigures } from './dashboard.service.js';
