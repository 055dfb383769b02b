/**
 * The mini program renders into Taro's own element tree, where props are attributes already: nothing to do here.
 * The H5 variant (custom-element-attributes.h5.ts) makes Preact write aria-* and data-* on Taro's custom elements as
 * attributes.
 */
export {};
