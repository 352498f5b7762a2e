import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { chakraAtBuild } from './scripts/vite-chakra-build';
import { firstScreenPreload } from './scripts/vite-first-screen-preload';

/** The manifest lives at the top level; the PWA plugin emits it and links it from the page. */
const manifest = JSON.parse(readFileSync(new URL('./manifest.webmanifest', import.meta.url), 'utf8'));
const apiTarget = `http://localhost:${process.env.PORT ?? 8080}`;

export default defineConfig({
  plugins: [
    react(),
    chakraAtBuild(fileURLToPath(new URL('./src/client/app/theme.ts', import.meta.url))),
    // Names React's and the design system's chunks (main.tsx's two imports) for a first visit's preload.
    firstScreenPreload(['src/client/app/theme.ts', 'src/client/app/root.tsx']),
    VitePWA({
      registerType: 'prompt',
      manifest,
      includeAssets: ['icons/*.png'],
      // Our own service worker (issue 32: Web Push needs `push` and `notificationclick` handlers):
      // src/client/sw.ts does what the generateSW configuration did (precache, navigation fallback,
      // the update prompt's SKIP_WAITING) and handles pushes; it is built to dist/client/sw.js.
      strategies: 'injectManifest',
      srcDir: 'src/client',
      filename: 'sw.ts',
      injectManifest: {
        // The app shell is precached (sw.ts routes navigations to it).
        globPatterns: ['**/*.{js,css,html,png,svg,ico,webmanifest,mp3}'],
        // The operator console is for operators only: a player's service worker never fetches it.
        globIgnores: ['**/ConsoleApp-*.js'],
        // No sw.js.map beside the service worker: see build.sourcemap.
        sourcemap: false,
      },
    }),
  ],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // No source maps in dist/client: whatever is there is served, and a map is the source itself
    // (the operator console's whole source, ~500 KB). e2e/source-maps.spec.ts checks it. Debug a
    // production problem with a local build (`vite build --sourcemap`).
    sourcemap: false,
    chunkSizeWarningLimit: 700,
    // index.html lists the entry's chunks (<link rel="modulepreload">). Dynamic imports append no
    // links at run time: that cost 25-45 ms of main thread in one task on every start, more than the
    // fetches it overlaps (on a repeat visit the service worker has them). A first visit preloads
    // the first screen's chunks itself (main.tsx, scripts/vite-first-screen-preload.ts).
    modulePreload: { polyfill: false, resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    // The manifest lists each entry's static imports: scripts/chunk-report.mjs sums the first visit's JavaScript from it.
    manifest: true,
    rolldownOptions: {
      // Chakra builds its full default theme at module level (every recipe, ~80) even when the app
      // passes its own (theme.ts): calls marked pure are dropped when their result is unused.
      treeshake: { manualPureFunctions: ['defineConfig', 'mergeConfigs', 'createSystem'] },
      output: {
        // React and the router change less often than the app: in a chunk of their own they stay cached
        // across releases. Every other library goes with the screens that import it (no catch-all vendor
        // chunk, which put motion, forms and the console's libraries in the first download).
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/ }],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/v1': apiTarget,
      '/docs': apiTarget,
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
});
