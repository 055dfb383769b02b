/**
 * Where an edit lands ("Edit opens the form-filling screen and lands back on detail"): the detail screen
 * of the record. When the form was opened from that detail (the previous page), going back shows it again and it
 * reloads on show; otherwise the form page is replaced by the detail.
 */
import Taro from '@tarojs/taro';

import { PATHS, ROUTES } from '../routes';

export interface EditedRecord {
  appId: string;
  formId: string;
  dataId: string;
}

export const detailUrl = (r: EditedRecord) =>
  `${PATHS.detail}?appId=${encodeURIComponent(r.appId)}&formId=${encodeURIComponent(r.formId)}&dataId=${encodeURIComponent(r.dataId)}`;

/** The mini program names a page by its internal path; Taro's H5 router by the address shown (the public alias). */
function isDetailRoute(route: string): boolean {
  const path = `/${route.replace(/^\//, '').split('?')[0]}`;
  const row = ROUTES.find((r) => r.path === PATHS.detail);
  return path === PATHS.detail || (row?.aliases.includes(path) ?? false);
}

export async function backToDetail(r: EditedRecord): Promise<void> {
  const pages = Taro.getCurrentPages();
  const previous = pages.length > 1 ? pages[pages.length - 2] : undefined;
  const route = previous?.route ?? '';
  const opts = (previous as { options?: Record<string, string | undefined> } | undefined)?.options ?? {};
  // H5 pages may not carry their options: the route alone decides then.
  const sameRecord = opts.dataId === undefined || decodeURIComponent(opts.dataId) === r.dataId;
  if (isDetailRoute(route) && sameRecord) {
    await Taro.navigateBack();
    return;
  }
  await Taro.redirectTo({ url: detailUrl(r) });
}
