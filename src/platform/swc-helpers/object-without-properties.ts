// @swc/helpers' _object_without_properties for NutUI, as Babel's objectWithoutProperties (config/index.ts; test/unit/swc-helpers.test.ts).
export { default as _ } from '@babel/runtime/helpers/esm/objectWithoutProperties';
