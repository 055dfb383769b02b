/**
 * Stands in for `lodash.kebabcase` in both builds (config/index.ts aliases it here). NutUI's ConfigProvider imports it
 * to turn theme keys (`nutuiColorPrimary`) into CSS variable names (`--nutui-color-primary`), so its 4.8 KB went into
 * the mini program's main package with every component that reads NutUI's locale; this app renders no ConfigProvider.
 * It splits ASCII text into words as lodash does (lower-to-upper and letter-digit boundaries, runs of capitals,
 * punctuation and spaces) and joins them lower-cased with "-"; test/unit/kebab-case.test.ts compares it with lodash.
 */
const WORD = /[A-Z]?[a-z]+|[A-Z]+(?=[A-Z][a-z]|[^A-Za-z0-9]|$)|[A-Z]+|[0-9]+/g;

export default function kebabCase(value?: unknown): string {
  return (String(value ?? '').match(WORD) ?? []).map((word) => word.toLowerCase()).join('-');
}
