/**
 * Preact's options for the H5 (the mini program's are in preact-options.ts): aria-* and data-* of Taro's custom
 * elements (taro-view-core, taro-button-core...) always go through setAttribute, as under React DOM.
 *
 * Why: Taro's reactified wrappers (@tarojs/components/lib/react, `attachProps`) copy every prop onto the element as
 * a plain property after each render, `node['aria-checked'] = false`, and write the attribute only for strings. That
 * expando makes `'aria-checked' in node` true, and Preact sets a prop as a property whenever `name in dom`; from then
 * on `aria-checked={true}` only changed the expando, which nothing reflects: the attribute (what screen readers and
 * Playwright's roles read, and `dataset` for data-*) stayed at its first value. React 18 writes attributes on custom
 * elements, so this never showed there.
 *
 * How: the element vnode gets these props under an upper-case name. No property of that name exists, so Preact adds,
 * changes and removes them with setAttribute/removeAttribute, which lower-case the name in an HTML document: the
 * attribute is exactly the one React would write ("false" included: Preact keeps false for names with a '-' at 4).
 */
import { options } from 'preact';

const ATTRIBUTE_ONLY = /^(?:aria|data)-/;

const previous = options.vnode;
options.vnode = (vnode) => {
  const { type } = vnode;
  // Custom elements only: a tag with a hyphen. Built-in elements have no such expandos.
  if (typeof type === 'string' && type.includes('-')) {
    const props = vnode.props as Record<string, unknown>;
    for (const name of Object.keys(props)) {
      if (!ATTRIBUTE_ONLY.test(name)) continue;
      props[name.toUpperCase()] = props[name];
      delete props[name];
    }
  }
  previous?.(vnode);
};
