import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { chakraAtBuild } from './scripts/vite-chakra-build';

/** The manifest lives at the top level; the PWA plugin emits it and links it from the page. */
const manifest = JSON.parse(readFileSync(new URL('./manifest.webmanifest', import.meta.url), 'utf8'));
const apiTarget = `http://localhost:${process.env.PORT ?? 8080}`;

export default defineConfig({
  plugins: [
    react(),
    chakraAtBuild(fileURLToPath(new URL('./src/client/app/theme.ts', import.meta.url))),
    VitePWA({
      registerType: 'prompt',
      manifest,
      includeAssets: ['icons/*.png'],
      workbox: {
        // The app shell is precached; navigations fall back to it, except server paths and paths naming
        // a file (robots.txt, a missing image): those go to the server, which answers the file or a 404.
        globPatterns: ['**/*.{js,css,html,png,svg,ico,webmanifest,mp3}'],
        // The operator console is for operators only: a player's service worker never fetches it.
        globIgnores: ['**/ConsoleApp-*.js'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/v1\//, /^\/docs/, /^\/health/, /^\/socket\.io\//, /\/[^/?]+\.[a-z0-9]+(\?.*)?$/i],
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 700,
    // index.html lists the entry's chunks (<link rel="modulepreload">). Of the dynamic imports, only
    // the first screen's two (app/theme, app/root) add links for their chunks' imports at run time,
    // so that React is fetched with them on a first visit rather than a round trip later; the
    // screens' lazy imports do not: appending a link per chunk of the shell and Home cost 30-45 ms of
    // main thread on the signed-in start, more than the fetches it overlaps (the service worker has
    // them).
    modulePreload: {
      polyfill: false,
      resolveDependencies: (file, deps, { hostType }) => (hostType === 'html' || /(^|\/)(theme|root)-[\w-]+\.js$/.test(file) ? deps : []),
    },
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
