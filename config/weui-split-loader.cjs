// Splits Taro's base H5 stylesheet (@tarojs/components/dist/taro-components/taro-components.css) in two. Most of it
// is WeUI's icon font as a data URL (about 3 KiB gzip) with the WeUI icon and check rules, which only Taro's Icon,
// Checkbox, Radio and RadioGroup elements use; Taro loads the whole file on every page. Without a query this loader
// gives the rest, which every page loads; with `?weui` only the WeUI part, which
// src/platform/taro-components/weui.h5.ts imports for those four components.

/** The stylesheet as flat `prelude{declarations}` rules; null when it is not (then nothing is split). */
function flatRules(css) {
  const rules = css.match(/[^{}]+\{[^{}]*\}/g);
  return rules && rules.join('') === css ? rules : null;
}

module.exports = function weuiSplit(source) {
  const css = source.trim();
  const rules = flatRules(css);
  // A Taro upgrade that nests rules (a media query...) must not lose any of them silently.
  if (!rules) throw new Error('weui-split-loader: taro-components.css is no longer a list of flat rules; update the loader');
  const weui = this.resourceQuery === '?weui';
  return rules.filter((rule) => /weui/i.test(rule) === weui).join('');
};
