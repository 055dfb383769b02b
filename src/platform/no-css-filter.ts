/**
 * Stands in for `cssfilter` in the mini program (config/index.ts aliases it here). js-xss loads it for style
 * attributes, but the one sanitiser (domain/portal/rich-text.ts) runs js-xss with `css: false` and allows no `style`,
 * so it never filters a style: its 9 KB, mostly a list of CSS properties, were copied into pagesA, pagesB and portal.
 * js-xss builds one default filter when it loads; should a style ever reach it, this one keeps none of it.
 */
export class FilterCSS {
  process(): string {
    return '';
  }
}

/** js-xss re-exports cssfilter's allow-list of CSS properties: none here. */
export function getDefaultWhiteList(): Record<string, boolean> {
  return {};
}
