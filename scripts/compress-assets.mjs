// After `vite build`: writes a brotli (.br) and a gzip (.gz) copy beside every text asset of the
// built app, so the server sends them by content negotiation (@fastify/static `preCompressed`)
// without compressing anything per request. Files below 1 KiB are left alone.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(process.argv[2] ?? 'dist/client');
const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt|map)$/;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (TEXT.test(entry.name)) yield full;
  }
}

let raw = 0;
let br = 0;
let count = 0;
for (const file of files(root)) {
  const source = readFileSync(file);
  if (source.length < 1024) continue;
  const brotli = brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } });
  writeFileSync(`${file}.br`, brotli);
  writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
  raw += statSync(file).size;
  br += brotli.length;
  count += 1;
}
console.log(`compressed ${count} files: ${(raw / 1024).toFixed(0)} KiB -> ${(br / 1024).toFixed(0)} KiB brotli`);
