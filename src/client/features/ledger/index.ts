// 'Biến động số dư' (issue 30): the player's own ledger. What the app composes of this feature.
export { LedgerScreen } from './components/LedgerScreen';
