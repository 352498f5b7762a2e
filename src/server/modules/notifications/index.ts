// Notifications: the inbox ('Thông báo'), for one player or all.
// This file is the module's face: other modules use it through these names only.
export { announce, notifyPlayer, type StoredNotification } from './notify.js';
export { betResult } from './bet-results.js';
