// Uploads: files players send (ID photos), checked by their bytes and stored re-encoded.
// This file is the module's face: other modules use it through these names only.
export type { FileStore } from './file-store.js';
export { STORED_NAME_PATTERN, storedNameOf } from './file-urls.js';
export { reencodeImage } from './reencode.js';
export { uploadNamed } from './uploads.service.js';
