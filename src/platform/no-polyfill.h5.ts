/**
 * Stands in for the fetch and AbortController polyfills Taro's H5 request imports (config/index.ts aliases them
 * here): every browser the H5 targets (babel.config.js) has both, so the first route does not carry 24 KB of
 * polyfill code.
 */
export {};
