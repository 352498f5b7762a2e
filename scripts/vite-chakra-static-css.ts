import { Global } from '@emotion/react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { runnerImport, type Plugin } from 'vite';

/**
 * Chakra's global stylesheet (its reset, the app's global CSS and ~400 token variables), computed
 * at build time and inlined into index.html, instead of at start-up on the player's phone.
 *
 * At run time Chakra builds this stylesheet inside `createSystem` (`_global`: about half of the
 * system's construction, which the first screen waits for) and inserts it through emotion before
 * the first render (serialised, compiled, inserted, then the whole page's style recalculated). Both
 * are the same for every player: this plugin computes them once with the app's own theme
 * (app/theme.ts), through the same emotion component (rendered on the server, emotion writes the
 * stylesheet into the markup), and makes the built client skip them.
 *
 * It also replaces Chakra's `conditions.has`, which rebuilt the list of ~150 condition names on each
 * call (every style property of every render), by a set lookup. Both edits are checked: if Chakra's
 * code changes, the build fails here rather than shipping a page without styles.
 *
 * Build only: `vite dev` and the Jest tests run Chakra unchanged. The edits stay within their lines,
 * so the source maps keep their lines (`map: null`).
 */
export function chakraStaticCss(themeModule: string): Plugin {
  let css = '';
  return {
    name: 'chakra-static-css',
    apply: 'build',
    async buildStart() {
      const { module } = await runnerImport<{ createAppSystem: () => { layers: { atRule: unknown }; _global: unknown } }>(themeModule);
      const system = module.createAppSystem();
      const markup = renderToStaticMarkup(createElement(Global, { styles: [system.layers.atRule, system._global] as never }));
      css = /^<style[^>]*>([\s\S]*)<\/style>$/.exec(markup)?.[1] ?? '';
      if (!css.includes('--chakra-colors-brand-600')) this.error('chakra-static-css: the compiled stylesheet lacks the theme tokens');
    },
    transform(code, id) {
      if (/@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/.test(id)) {
        return { code: replaceOnce(this, code, 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];', 'const _global = [];'), map: null };
      }
      if (/@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]conditions\.js$/.test(id)) {
        const lookup = replaceOnce(this, code, 'return keys().includes(key) ||', 'return (conditionNames ??= new Set(Object.keys(values))).has(key) ||');
        return { code: replaceOnce(this, lookup, 'function keys() {', 'let conditionNames; function keys() {'), map: null };
      }
      return undefined;
    },
    transformIndexHtml: {
      order: 'pre',
      handler: () => [{ tag: 'style', attrs: { id: 'chakra-global' }, children: css, injectTo: 'head' }],
    },
  };
}

function replaceOnce(context: { error(message: string): never }, code: string, from: string, to: string): string {
  if (code.split(from).length !== 2) context.error(`chakra-static-css: Chakra's code changed, "${from}" was not found once; review this plugin`);
  return code.replace(from, to);
}
