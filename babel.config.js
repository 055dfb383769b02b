// babel-preset-taro, the preset Taro's own templates use; Jest reuses it through babel-jest.
//
// The mini program (uploaded without WeChat's ES6 transform) targets the engines of the WeChat clients that can run the
// base library it needs (privacy checks, chooseMedia): iOS 10+ JavaScriptCore and Android's V8. Classes, arrows,
// spread and generators stay native; async functions still become generators, because WeChat replaces Promise with
// a setTimeout polyfill on iOS 15 and earlier and a native async function would not follow that polyfill's timing.
// package.json's browserslist (ES5) is left for tools that read it; both targets here are explicit.
// The H5 targets browsers that run React 18 and Taro's H5 runtime anyway (WeChat's XWeb and system WebViews of the
// last years, Safari 12+): async functions, classes and spread stay native instead of regenerator and helper code.
const H5_TARGETS = { chrome: '70', android: '70', safari: '12', ios: '12', firefox: '68', edge: '79' };
const WEAPP_TARGETS = { ios: '10', chrome: '53' };

module.exports = {
  presets: [
    ['taro', { framework: 'react', ts: true, compiler: 'webpack5', targets: process.env.TARO_ENV === 'h5' ? H5_TARGETS : WEAPP_TARGETS }],
  ],
};
