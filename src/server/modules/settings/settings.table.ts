/** Row of `settings`: a JSON value under a key. */
export interface SettingsTable {
  key: string;
  value: string;
  updatedAt: number;
}
