// Settings: the typed values operators may change (rates, limits, tiers), cached and audited.
// This file is the module's face: other modules use it through these names only.
export { type Settings, settingOnce } from './settings.service.js';
