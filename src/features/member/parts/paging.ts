import { STORE_PAGE_SIZE } from '../../../api/store';
import type { Page } from '../../../data';

/** A platform page (`content`, `totalElements`) as the loading layer's page: more follow while rows are left. */
export function pageOf<T>(answer: { content: T[]; totalElements: number }, page: number): Page<T> {
  return { rows: answer.content, total: answer.totalElements, ...(page * STORE_PAGE_SIZE < answer.totalElements ? { next: page + 1 } : {}) };
}
