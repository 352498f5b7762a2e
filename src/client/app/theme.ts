import { createSystem, defaultBaseConfig, defineConfig, type SystemConfig, type SystemContext } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  qrCodeSlotRecipe,
  semanticTokens,
  skeletonRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { nextTask } from '../lib/next-task';

/** Chakra's palettes no screen uses: their tokens would only lengthen the start-up (see `lean`). */
const UNUSED_PALETTES = new Set(['yellow', 'teal', 'cyan', 'purple', 'pink']);

type TokenTree = { readonly [key: string]: unknown };

/**
 * A token tree without the unused palettes, each semantic value reduced to its light one (the app has
 * no dark mode). Building the design system is the largest piece of start-up work (40-60 ms of this
 * machine's CPU when cold, four times that on a mid-range phone), and it grows with every token.
 */
function lean<T extends TokenTree>(tree: T): T {
  const visit = (node: unknown): unknown => {
    if (!node || typeof node !== 'object') return node;
    const value = (node as { value?: unknown }).value;
    if (value && typeof value === 'object' && ('_light' in value || 'base' in value)) {
      const light = value as { _light?: unknown; base?: unknown };
      return { ...node, value: light._light ?? light.base };
    }
    return Object.fromEntries(Object.entries(node).filter(([key]) => !UNUSED_PALETTES.has(key)).map(([key, child]) => [key, visit(child)]));
  };
  return visit(tree) as T;
}

/**
 * Builds the design system at once (the tests, and the build computing its global stylesheet). Its
 * global stylesheet (reset, global CSS, token variables) is computed at build time and inlined into
 * index.html (scripts/vite-chakra-build.ts).
 */
export function createAppSystem(): SystemContext {
  return createSystem(...appSystemConfigs());
}

/** Chakra's `createSystem`, with the `prepare` steps the build adds to it (scripts/vite-chakra-build.ts). */
type StagedCreateSystem = typeof createSystem & { prepare?: (...configs: SystemConfig[]) => Iterator<void> };

/**
 * Builds the design system in several tasks: the largest piece of start-up work (30-40 ms of this
 * machine's CPU when cold, four times that on a mid-range phone), so that no one task blocks a slow
 * phone for long. In the built client, Chakra's `createSystem` has `prepare` steps (merging the
 * configs, then the token dictionary's five passes, each in a task of its own) whose result the next
 * `createSystem` call with the same configs takes; `vite dev` runs it in one task.
 */
export async function createAppSystemInTasks(): Promise<SystemContext> {
  const configs = appSystemConfigs();
  const steps = (createSystem as StagedCreateSystem).prepare?.(...configs);
  await nextTask();
  // Each step, then createSystem (which takes their result), in a task of its own.
  while (steps && !steps.next().done) await nextTask();
  await nextTask();
  return createSystem(...configs);
}

function appSystemConfigs(): SystemConfig[] {
  /**
   * Chakra's theme with only the recipes of the components the app uses (its `defaultConfig` carries
   * all ~80, about a third of the design system's download). A component added to the app needs its
   * recipe here, or it renders unstyled.
   */
  const chakraTheme = defineConfig({
    preflight: true,
    cssVarsPrefix: 'chakra',
    cssVarsRoot: ':where(html, .chakra-theme)',
    globalCss,
    theme: {
      breakpoints,
      keyframes,
      tokens: { ...tokens, colors: lean(tokens.colors ?? {}) },
      semanticTokens: { ...semanticTokens, colors: lean(semanticTokens.colors ?? {}) },
      textStyles,
      layerStyles,
      animationStyles,
      recipes: {
        badge: badgeRecipe,
        button: buttonRecipe,
        checkmark: checkmarkRecipe,
        code: codeRecipe,
        heading: headingRecipe,
        icon: iconRecipe,
        input: inputRecipe,
        inputAddon: inputAddonRecipe,
        link: linkRecipe,
        skeleton: skeletonRecipe,
        spinner: spinnerRecipe,
        textarea: textareaRecipe,
      },
      slotRecipes: {
        alert: alertSlotRecipe,
        checkbox: checkboxSlotRecipe,
        dialog: dialogSlotRecipe,
        drawer: drawerSlotRecipe,
        field: fieldSlotRecipe,
        list: listSlotRecipe,
        nativeSelect: nativeSelectSlotRecipe,
        qrCode: qrCodeSlotRecipe,
        table: tableSlotRecipe,
        tabs: tabsSlotRecipe,
      },
    },
  });

  /**
   * The app's look: a violet brand with a gold accent for points, system fonts (no font download
   * before first paint), and phone-native touches (no tap flash, no rubber-band on the page).
   */
  const config = defineConfig({
    globalCss: {
      'html, body': {
        bg: 'gray.100',
        color: 'gray.900',
        WebkitTapHighlightColor: 'transparent',
        overscrollBehaviorY: 'none',
        fontFeatureSettings: '"tnum"',
      },
      '#root': { minHeight: '100dvh' },
    },
    theme: {
      keyframes: {
        // The toast's entrance (Toaster), in CSS so that toasts need no motion library.
        'toast-in': { from: { opacity: 0, transform: 'translateY(-16px) scale(0.96)' }, to: { opacity: 1, transform: 'none' } },
        'toast-out': { from: { opacity: 1, transform: 'none' }, to: { opacity: 0, transform: 'translateY(-16px) scale(0.96)' } },
      },
      tokens: {
        fonts: {
          body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
          heading: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
        },
        colors: {
          brand: {
            50: { value: '#f3f0ff' },
            100: { value: '#e5dbff' },
            200: { value: '#d0bfff' },
            300: { value: '#b197fc' },
            400: { value: '#9775fa' },
            500: { value: '#7950f2' },
            600: { value: '#6741d9' },
            700: { value: '#5f3dc4' },
            800: { value: '#4c2f9e' },
            900: { value: '#36217a' },
            950: { value: '#23164f' },
          },
          gold: { 400: { value: '#ffd43b' }, 500: { value: '#fab005' } },
          // Gains, Tăng and its sheet's Đặt lệnh: Chakra's #16a34a reaches 3.29:1 on white, as text or
          // under white text; this green reaches 5.42:1, and 4.83:1 on the brand.50 strips where a
          // round's winnings sit (WCAG AA asks 4.5:1), still lighter than green.700 and read as a gain
          // (docs/decisions/accessible-colours-and-axe-test.md).
          green: { 600: { value: '#157a3a' } },
        },
      },
      semanticTokens: {
        colors: {
          // A field's error message: red.500 reaches 3.76:1 on white, red.600 4.83:1.
          fg: { error: { value: '{colors.red.600}' } },
          brand: {
            solid: { value: '{colors.brand.600}' },
            contrast: { value: 'white' },
            fg: { value: '{colors.brand.700}' },
            muted: { value: '{colors.brand.100}' },
            subtle: { value: '{colors.brand.50}' },
            emphasized: { value: '{colors.brand.200}' },
            focusRing: { value: '{colors.brand.500}' },
          },
        },
      },
    },
  });
  return [defaultBaseConfig, chakraTheme, config];
}
