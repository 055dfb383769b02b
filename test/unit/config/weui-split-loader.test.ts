/**
 * config/weui-split-loader.cjs splits Taro's base H5 stylesheet: every page loads the rest, only Taro's Icon, Checkbox,
 * Radio and RadioGroup load the WeUI part (its icon font). Nothing may be lost or loaded twice, and a stylesheet the
 * loader cannot read rule by rule must fail the build rather than lose rules.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const weuiSplit = require('../../../config/weui-split-loader.cjs') as (this: { resourceQuery: string }, source: string) => string;

const ROOT = path.resolve(__dirname, '..', '..', '..');
const TARO_CSS = readFileSync(path.join(ROOT, 'node_modules/@tarojs/components/dist/taro-components/taro-components.css'), 'utf8');

const split = (source: string, resourceQuery: string) => weuiSplit.call({ resourceQuery }, source);
const rules = (css: string) => css.match(/[^{}]+\{[^{}]*\}/g) ?? [];

describe('the split of Taro base stylesheet', () => {
  const rest = split(TARO_CSS, '');
  const weui = split(TARO_CSS, '?weui');

  it('leaves WeUI out of what every page loads', () => {
    expect(rest).toContain('.taro-app-wrap{');
    expect(rest).not.toMatch(/weui/i);
  });

  it('gives the WeUI icon font and rules to the components that use them', () => {
    expect(weui).toMatch(/@font-face\{[^}]*font-family:weui/);
    expect(weui).toContain('.weui-check{');
    expect(weui).not.toContain('.taro-app-wrap');
  });

  it('keeps every rule of the stylesheet exactly once', () => {
    expect([...rules(rest), ...rules(weui)].sort()).toEqual(rules(TARO_CSS.trim()).sort());
  });

  it('fails on a stylesheet that is not a list of flat rules', () => {
    expect(() => split('.a{color:red}@media (min-width:1px){.weui-b{color:red}}', '')).toThrow(/flat rules/);
  });
});
