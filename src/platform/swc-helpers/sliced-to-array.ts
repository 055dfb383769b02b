// @swc/helpers' _sliced_to_array for NutUI, as Babel's slicedToArray (config/index.ts; test/unit/swc-helpers.test.ts).
export { default as _ } from '@babel/runtime/helpers/esm/slicedToArray';
