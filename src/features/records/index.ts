/** The records feature's door: what other features use of lists, detail and search. */
export { backToDetail } from './detail/after-edit';
export { paramOf } from './parts/record-view';
