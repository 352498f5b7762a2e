// Starts the built server on a fresh, empty data folder for the browser tests (Playwright webServer).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'));
process.env.LOG_LEVEL ??= 'warn';
console.log(`e2e server data folder: ${process.env.DATA_DIR}`);
// Playwright stops the server with SIGTERM; the server closes and exits, and its data goes with it.
const dataDir = process.env.DATA_DIR;
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
await import('../../dist/server/server.js');
