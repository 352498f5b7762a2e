import { IMAGE_CONCURRENCY, hashConcurrency } from './config.js';

// libuv's thread pool runs scrypt, file reads and DNS lookups. It is sized once, at its first use,
// so this module is imported first by server.ts: password hashing may hold `HASH_CONCURRENCY`
// threads (lib/passwords.ts queues the rest), image decoding `IMAGE_CONCURRENCY` (sharp
// runs each image on one; modules/uploads/reencode.ts queues the rest), and four stay free for
// everything else.
process.env.UV_THREADPOOL_SIZE ??= String(hashConcurrency(process.env) + IMAGE_CONCURRENCY + 4);
