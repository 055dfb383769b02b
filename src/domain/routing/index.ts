// The routing rules of spec screens-data-rules.md §2, one per file.
//
// Order for an address the H5 app is opened at: legacyRedirect first (the entry page, and Taro's not-found hook for
// /pages/... addresses the route table does not list), then unknownPathRedirect for what is still not a known path.
export * from './address';
export * from './first-entry';
export * from './legacy-redirect';
export * from './location-jump';
export * from './login-url';
export * from './public-address';
export * from './restricted-access';
export * from './share-link';
export * from './startup';
export * from './unknown-path';
export * from './view-id';
