// Upload limits, shared by the upload route and the photo pickers (no schema runtime: the client imports this).

/** Largest file POST /v1/upload accepts. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/**
 * Most pixels an uploaded image may have (about 50 MP: any phone's photo). A 5 MB PNG can claim
 * 100,000 x 100,000 pixels and tens of gigabytes once decoded: its header is refused first.
 */
export const UPLOAD_MAX_PIXELS = 50_000_000;
/** What it accepts, recognised by the bytes of the file, not its name or declared type. */
export const UPLOAD_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
