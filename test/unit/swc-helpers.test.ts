/**
 * config/index.ts gives NutUI Babel's runtime helpers (src/platform/swc-helpers/) for three of @swc/helpers', so one
 * copy of each is bundled. They must do what NutUI's compiled code expects of swc's.
 */
import { _ as asyncToGenerator } from '../../src/platform/swc-helpers/async-to-generator';
import { _ as objectWithoutProperties } from '../../src/platform/swc-helpers/object-without-properties';
import { _ as slicedToArray } from '../../src/platform/swc-helpers/sliced-to-array';

/* eslint-disable @typescript-eslint/no-require-imports */
const swc = {
  asyncToGenerator: require('@swc/helpers/_/_async_to_generator')._,
  objectWithoutProperties: require('@swc/helpers/_/_object_without_properties')._,
  slicedToArray: require('@swc/helpers/_/_sliced_to_array')._,
} as Record<string, (...args: unknown[]) => unknown>;
/* eslint-enable @typescript-eslint/no-require-imports */

type Helper = (...args: unknown[]) => unknown;
const ours = { asyncToGenerator, objectWithoutProperties, slicedToArray } as unknown as Record<string, Helper>;

const symbol = Symbol('s');
const hidden = Symbol('hidden');
function props() {
  const p: Record<string | symbol, unknown> = { 2: 'two', className: 'a', style: { x: 1 }, onClick: 'f', 1: 'one', [symbol]: 's' };
  Object.defineProperty(p, 'quiet', { value: 'q', enumerable: false });
  Object.defineProperty(p, hidden, { value: 'h', enumerable: false });
  return p;
}
const entries = (o: object) => Reflect.ownKeys(o).map((k) => [String(k), (o as Record<string | symbol, unknown>)[k]]);

test.each([
  [['className'], 'a prop'],
  [['className', symbol], 'a prop and a symbol'],
  [[], 'nothing'],
])('object without properties %j: the same keys, in the same order (%s)', (excluded) => {
  expect(entries(ours.objectWithoutProperties!(props(), excluded) as object)).toEqual(
    entries(swc.objectWithoutProperties!(props(), excluded) as object),
  );
  expect(ours.objectWithoutProperties!(null, ['a'])).toEqual(swc.objectWithoutProperties!(null, ['a']));
});

test.each([
  [[1, 2, 3], 2],
  [new Set(['a', 'b']), 2],
  ['xyz', 2],
  [new Map([['k', 'v']]), 1],
  [[1], 3],
])('sliced to array of %j, %d', (value, n) => {
  expect(ours.slicedToArray!(value, n)).toEqual(swc.slicedToArray!(value, n));
});

test('sliced to array refuses what cannot be destructured, as swc does', () => {
  expect(() => ours.slicedToArray!(5, 1)).toThrow(TypeError);
  expect(() => swc.slicedToArray!(5, 1)).toThrow(TypeError);
});

test.each(['asyncToGenerator'])('%s resolves, rejects and keeps `this` as swc does', async (name) => {
  function* steps(this: { base: number }, add: number): Generator<unknown, number, number> {
    const a = yield Promise.resolve(this.base);
    const b = yield add;
    return a + b;
  }
  function* fails(): Generator<unknown, never, unknown> {
    yield 1;
    throw new Error('no');
  }
  for (const helper of [ours[name]!, swc[name]!]) {
    const run = helper(steps) as (this: { base: number }, add: number) => Promise<number>;
    await expect(run.call({ base: 40 }, 2)).resolves.toBe(42);
    await expect((helper(fails) as () => Promise<never>)()).rejects.toThrow('no');
  }
});
