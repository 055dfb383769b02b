// The record rules: spec screens-data-rules.md §3, §5, §6 and calls-and-errors.md §3, §5, §7, §8.
// Interpretations where the spec is silent: README.md beside this file.
export * from './actions';
export * from './associations';
export * from './data-missing';
export * from './detail-fields';
export * from './engine';
export * from './flatten';
export * from './messages';
export * from './record-files';
export * from './schemas';
export * from './search';
export * from './sort';
export * from './system-fields';
export * from './view-config';
