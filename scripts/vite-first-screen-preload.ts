import type { Plugin, Rollup } from 'vite';

/**
 * Names the chunks of the first screen's dynamic imports (main.tsx imports app/theme and app/root a
 * task after the store is made) in index.html, `<meta name="first-screen-chunks">`, so that main.tsx
 * can preload them on a first visit: React and the design system are then fetched with the first
 * screen's two chunks, not a round trip after them.
 *
 * Vite's own run-time preload (a `<link rel="modulepreload">` appended per chunk at the import)
 * cost 25-45 ms of main thread in one task on every start, also on a repeat visit, whose chunks
 * come from the service worker; links written into the page itself are parsed before the first
 * paint and delay it on a first visit. `build.modulePreload.resolveDependencies` therefore gives
 * dynamic imports no run-time links (vite.config.ts), and main.tsx preloads these on a first
 * visit only. Build only.
 */
export function firstScreenPreload(modules: readonly string[]): Plugin {
  return {
    name: 'first-screen-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return undefined;
        const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        // The entry and its static imports are linked by the page already.
        const linked = new Set([entry.fileName, ...entry.imports]);
        const files: string[] = [];
        const visit = (chunk: Rollup.OutputChunk) => {
          if (linked.has(chunk.fileName)) return;
          linked.add(chunk.fileName);
          files.push(chunk.fileName);
          for (const file of chunk.imports) {
            const imported = byFile.get(file);
            if (imported) visit(imported);
          }
        };
        for (const id of modules) {
          const root = chunks.find((c) => c.facadeModuleId?.replace(/\\/g, '/').endsWith(id));
          if (!root) throw new Error(`first-screen-preload: no chunk for ${id}`);
          visit(root);
        }
        return [{ tag: 'meta', attrs: { name: 'first-screen-chunks', content: files.map((file) => `/${file}`).join(' ') }, injectTo: 'head' }];
      },
    },
  };
}
