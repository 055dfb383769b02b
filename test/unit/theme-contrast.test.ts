import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The theme's text colours against the surfaces they are drawn on (WCAG 2.x AA: 4.5:1 for normal-size text), read
 * from ui/theme.css itself: Lighthouse's color-contrast audit found #8f959e (3.0:1) and #1677ff on the background
 * (3.8:1) on the home and the app index; every screen reads the same variables, so the check belongs to them.
 * Disabled text (--ware-color-text-disabled) is exempt in WCAG and is not listed.
 */
const css = readFileSync(path.join(__dirname, '../../src/ui/theme.css'), 'utf8');
/** The dark theme's block (issue 39.5): the same names, their dark values. */
const dark = /\.ware-dark\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';

function variable(name: string, block = css): string {
  const m = new RegExp(`--ware-color-${name}:\\s*(#[0-9a-fA-F]{3,6})\\s*;`).exec(block);
  if (!m?.[1]) throw new Error(`--ware-color-${name} is not a hex colour in theme.css`);
  return m[1];
}

/** Relative luminance (WCAG 2.x). */
function luminance(hex: string): number {
  const h = hex.length === 4 ? hex.replace(/^#(.)(.)(.)$/, '#$1$1$2$2$3$3') : hex;
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

const TEXT = ['text', 'text-regular', 'text-secondary', 'text-tertiary', 'primary', 'danger', 'warning', 'success', 'rate'];
const SURFACES = ['surface', 'background', 'fill', 'primary-light', 'danger-light', 'warning-light'];

describe.each([
  ['light', css],
  ['dark', dark],
])('%s theme: text colours meet 4.5:1 on every surface', (_theme, block) => {
  test.each(TEXT.flatMap((t) => SURFACES.map((s) => [t, s] as const)))('%s on %s', (text, surface) => {
    expect(contrast(variable(text, block), variable(surface, block))).toBeGreaterThanOrEqual(4.5);
  });

  test.each(['primary', 'primary-pressed', 'danger'])('on-primary text on %s (filled buttons)', (fill) => {
    expect(contrast(variable('on-primary', block), variable(fill, block))).toBeGreaterThanOrEqual(4.5);
  });
});

test('the dark theme gives every colour of the light one a dark value', () => {
  const names = (block: string) => [...block.matchAll(/--ware-color-([\w-]+):/g)].map((m) => m[1]);
  const light = /page,\s*:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
  // Fixed on purpose: white over photos and the mask, and the light paper under charts and signatures.
  const fixed = ['on-mask', 'paper'];
  expect(names(dark).sort()).toEqual(names(light).filter((n) => !fixed.includes(n!)).sort());
});
