// The component project's transformer: @tarojs/test-utils-react's, but with React's automatic JSX runtime
// (our sources never import React for JSX) and without its process.env rewrite (we read TARO_ENV as Jest sets it).
const apiLoader = require('@tarojs/plugin-framework-react/dist/api-loader.js');
const { createTransformer } = require('babel-jest');

const transformer = createTransformer({
  babelrc: false,
  configFile: false,
  presets: [
    ['taro', { framework: 'react', ts: true }],
    ['@babel/preset-env', { modules: 'commonjs' }],
    ['@babel/preset-react', { runtime: 'automatic' }],
    '@babel/preset-typescript',
  ],
});

const process = transformer.process.bind(transformer);
transformer.process = (sourceText, sourcePath, options) => {
  // As the original: the H5 Taro runtime gets the React API loader that `@tarojs/taro` needs.
  if (sourcePath.includes('test-utils-react/dist/jest/runtime/taro-h5.js')) sourceText = apiLoader(sourceText);
  return process(sourceText, sourcePath, options);
};

module.exports = transformer;
