// Audit: every operator action, written in the action's own transaction; the console's audit log.
// This file is the module's face: other modules use it through these names only.
export { audit, type OperatorCall } from './audit.service.js';
