/**
 * src/platform/kebab-case.ts replaces lodash.kebabcase in the builds (NutUI's ConfigProvider turns theme keys into CSS
 * variable names with it). On ASCII text, which theme keys are, it must give what lodash gives.
 */
import kebabCase from '../../src/platform/kebab-case';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const lodashKebabCase = require('lodash.kebabcase') as (value?: unknown) => string;

const NAMED = [
  'nutuiColorPrimary',
  'nutuiButtonDefaultHeight',
  'nutuiFontSize2',
  'nutuiHTMLColor',
  'NutuiBrandColor',
  'nutui-color-primary',
  'nutui_color_primary',
  '  Foo Bar  ',
  'FOO_BAR',
  'fooBARBaz',
  'ABC1def',
  'a1B2c3',
  '__proto__',
  '',
];

/** Text from letters, digits and separators, from a fixed seed so a failure can be reproduced. */
function* asciiSamples(count: number): Generator<string> {
  const alphabet = 'abcXYZ0129 -_.$/';
  let seed = 20261129;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
  for (let i = 0; i < count; i += 1) {
    const length = next() % 14;
    let text = '';
    for (let j = 0; j < length; j += 1) text += alphabet[next() % alphabet.length];
    yield text;
  }
}

test.each(NAMED)('%j as lodash has it', (text) => {
  expect(kebabCase(text)).toBe(lodashKebabCase(text));
});

test('agrees with lodash on 5000 mixed ASCII texts', () => {
  const differing = [...asciiSamples(5000)].filter((text) => kebabCase(text) !== lodashKebabCase(text));
  expect(differing).toEqual([]);
});

test('no value gives an empty name, as in lodash', () => {
  expect(kebabCase(undefined)).toBe(lodashKebabCase(undefined));
  expect(kebabCase(null)).toBe(lodashKebabCase(null));
});
