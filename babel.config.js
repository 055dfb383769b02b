// babel-preset-taro, the preset Taro's own templates use; Jest reuses it through babel-jest.
module.exports = {
  presets: [['taro', { framework: 'react', ts: true, compiler: 'webpack5' }]],
};
