/** A page of a list as the data reads take it (the request's `page`/`size`, http/inputs.ts `paging`). */
export interface PageRequest {
  /** Counts from 1. */
  page: number;
  size: number;
}

/** The rows a page skips (SQL OFFSET). */
export const offsetOf = ({ page, size }: PageRequest): number => (page - 1) * size;
