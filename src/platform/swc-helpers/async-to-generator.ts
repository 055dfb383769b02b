// @swc/helpers' _async_to_generator for NutUI, as Babel's asyncToGenerator (config/index.ts; test/unit/swc-helpers.test.ts).
export { default as _ } from '@babel/runtime/helpers/esm/asyncToGenerator';
