// babel-preset-taro, the preset Taro's own templates use; Jest reuses it through babel-jest.
//
// The mini program keeps package.json's browserslist (old phones' engines; uploaded without WeChat's ES6 transform).
// The H5 targets browsers that run React 18 and Taro's H5 runtime anyway (WeChat's XWeb and system WebViews of the
// last years, Safari 12+): async functions, classes and spread stay native instead of regenerator and helper code.
const H5_TARGETS = { chrome: '70', android: '70', safari: '12', ios: '12', firefox: '68', edge: '79' };

module.exports = {
  presets: [
    ['taro', { framework: 'react', ts: true, compiler: 'webpack5', ...(process.env.TARO_ENV === 'h5' ? { targets: H5_TARGETS } : {}) }],
  ],
};
