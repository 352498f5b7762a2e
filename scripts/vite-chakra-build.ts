import { Global } from '@emotion/react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { runnerImport, type Plugin } from 'vite';

/**
 * Chakra's work moved off the player's phone, in the build only. First, its global stylesheet (its
 * reset, the app's global CSS and ~400 token variables), computed at build time and inlined into
 * index.html instead of at start-up.
 *
 * At run time Chakra builds this stylesheet inside `createSystem` (`_global`: about half of the
 * system's construction, which the first screen waits for) and inserts it through emotion before
 * the first render (serialised, compiled, inserted, then the whole page's style recalculated). Both
 * are the same for every player: this plugin computes them once with the app's own theme
 * (app/theme.ts), through the same emotion component (rendered on the server, emotion writes the
 * stylesheet into the markup), and makes the built client skip them.
 *
 * It also adds `createSystem.prepare(...configs)`: the merging of the configs and the token dictionary
 * (together about two thirds of the design system's construction; the dictionary in five steps) as
 * steps that the app runs in tasks of their own before `createSystem`, which then takes their
 * result (see PREPARE_STEPS).
 *
 * And it replaces Chakra's `conditions.has`, which rebuilt the list of ~150 condition names on each
 * call (every style property of every render), by a set lookup. Every edit is checked: if Chakra's
 * code changes, the build fails here rather than shipping a page without styles.
 *
 * Build only: `vite dev` and the Jest tests run Chakra unchanged. The edits stay within their lines,
 * so the source maps keep their lines (`map: null`).
 */
export function chakraAtBuild(themeModule: string): Plugin {
  let css = '';
  return {
    name: 'chakra-build',
    apply: 'build',
    async buildStart() {
      const { module } = await runnerImport<{ createAppSystem: () => { layers: { atRule: unknown }; _global: unknown } }>(themeModule);
      const system = module.createAppSystem();
      const markup = renderToStaticMarkup(createElement(Global, { styles: [system.layers.atRule, system._global] as never }));
      css = /^<style[^>]*>([\s\S]*)<\/style>$/.exec(markup)?.[1] ?? '';
      if (!css.includes('--chakra-colors-brand-600')) this.error('chakra-build: the compiled stylesheet lacks the theme tokens');
    },
    transform(code, id) {
      if (/@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/.test(id)) {
        // `prepare` destructures the config with createSystem's own defaults.
        for (const fallback of ['theme = {},', 'cssVarsPrefix = "chakra",']) replaceOnce(this, code, fallback, fallback);
        let system = replaceOnce(this, code, 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];', 'const _global = [];');
        // createSystem takes what `prepare` made for the same configs, and computes it otherwise.
        system = replaceOnce(this, system, 'function createSystem(...configs) {\n  const config = mergeConfigs(...configs);', 'function createSystem(...configs) {\n  const ready = takePrepared(configs); const config = ready ? ready.config : mergeConfigs(...configs);');
        system = replaceOnce(this, system, TOKEN_DICTIONARY_CALL, TOKEN_DICTIONARY_CALL.replace('const tokens = ', 'const tokens = ready ? ready.tokens : '));
        system = replaceOnce(this, system, "import { createTokenDictionary } from './token-dictionary.js';", "import { createTokenDictionary, createTokenDictionarySteps } from './token-dictionary.js';");
        return { code: `${system}\n${PREPARE_STEPS}`, map: null };
      }
      if (/@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]token-dictionary\.js$/.test(id)) {
        // The dictionary's passes over every token, as steps of a generator; the plain call runs them all.
        replaceOnce(this, code, TOKEN_DICTIONARY_BUILD, TOKEN_DICTIONARY_BUILD);
        let dictionary = replaceOnce(this, code, 'function createTokenDictionary(options) {', 'function* createTokenDictionarySteps(options) {');
        dictionary = replaceOnce(this, dictionary, TOKEN_DICTIONARY_END, TOKEN_DICTIONARY_STEPS);
        return { code: replaceOnce(this, dictionary, 'export { createTokenDictionary, tokenCategories };', 'export { createTokenDictionary, createTokenDictionarySteps, tokenCategories };'), map: null };
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

/** createSystem's call of the token dictionary: `prepare` makes the same call, so it must be exactly this. */
const TOKEN_DICTIONARY_CALL = `  const tokens = createTokenDictionary({
    breakpoints: theme.breakpoints,
    tokens: theme.tokens,
    semanticTokens: theme.semanticTokens,
    prefix: cssVarsPrefix
  });`;

/** The token dictionary's build, whose passes TOKEN_DICTIONARY_STEPS runs one per step. */
const TOKEN_DICTIONARY_BUILD = `  function build() {
    applyMiddlewares("pre");
    applyTransforms("pre");
    addConditionalTokens();
    addReferences();
    expandTokenReferences$1();
    applyMiddlewares("post");
    applyTransforms("post");
    setupViews();
  }`;

/** The end of Chakra's createTokenDictionary (now a generator of steps). */
const TOKEN_DICTIONARY_END = `  registerTokens();
  registerTransform(...tokenTransforms);
  registerMiddleware(...tokenMiddlewares);
  build();
  return dictionary;
}`;

/**
 * The same, with a step between the passes of build() (each a pass over every token, a few ms each);
 * createTokenDictionary runs every step at once. Line for line with TOKEN_DICTIONARY_END.
 */
const TOKEN_DICTIONARY_STEPS = `  registerTokens(); yield;
  registerTransform(...tokenTransforms);
  registerMiddleware(...tokenMiddlewares);
  applyMiddlewares("pre"); applyTransforms("pre"); yield; addConditionalTokens(); addReferences(); yield; expandTokenReferences$1(); yield; applyMiddlewares("post"); applyTransforms("post"); yield; setupViews();
  return dictionary;
} function createTokenDictionary(options) { const steps = createTokenDictionarySteps(options); for (;;) { const step = steps.next(); if (step.done) return step.value; } }`;

/**
 * `createSystem.prepare(...configs)`: the two largest pieces of createSystem (merging the configs,
 * about a tenth of it; the token dictionary, about half, itself in five steps: registering the
 * tokens, then the passes of its build), as the steps of a generator, so that the app runs them in
 * tasks of their own (app/theme.ts `createAppSystemInTasks`). The next createSystem call with the
 * same configs takes the result. Appended after Chakra's code: its lines keep their place.
 */
const PREPARE_STEPS = `let prepared;
function takePrepared(configs) {
  const ready = prepared;
  prepared = undefined;
  return ready && ready.configs.length === configs.length && ready.configs.every((c, i) => c === configs[i]) ? ready : undefined;
}
createSystem.prepare = function* prepare(...configs) {
  const config = mergeConfigs(...configs);
  yield;
  const { theme = {}, cssVarsPrefix = "chakra" } = config;
${TOKEN_DICTIONARY_CALL.replace('createTokenDictionary(', 'yield* createTokenDictionarySteps(')}
  prepared = { configs, config, tokens };
};
`;

function replaceOnce(context: { error(message: string): never }, code: string, from: string, to: string): string {
  if (code.split(from).length !== 2) context.error(`chakra-build: Chakra's code changed, "${from}" was not found once; review this plugin`);
  return code.replace(from, to);
}
