/**
 * The denial the restricted-access page shows (screens-data-rules.md §4 step 6 "Any denial stores a title and a
 * description and redirects"). Kept in storage under the key the request layer's APP_NOT_PUBLIC handling uses, so
 * a reload of the restricted-access page still shows it.
 */
import { ACCESS_DENIED_KEY } from '../api/error-effects';
import { storage } from '../platform/storage';

export interface StoredDenial {
  title: string;
  description: string;
  /** Enterprise-only (§6): the page offers to switch identity and comes back to the remembered page. */
  switchIdentity?: boolean;
  /** The goods whitelist: the app whose goods the page offers to buy. */
  goodsOfApp?: string;
}

export function storeDenial(denial: { title: string; description?: string; rememberPage?: boolean; buyGoods?: boolean }, appId?: string): void {
  storage.set(ACCESS_DENIED_KEY, {
    title: denial.title,
    description: denial.description ?? '',
    switchIdentity: !!denial.rememberPage,
    ...(denial.buyGoods && appId ? { goodsOfApp: appId } : {}),
  });
}

export function readDenial(): StoredDenial | null {
  const raw = storage.get<unknown>(ACCESS_DENIED_KEY);
  if (raw === null || typeof raw !== 'object') return null;
  const { title, description, switchIdentity, goodsOfApp } = raw as Record<string, unknown>;
  if (typeof title !== 'string' || title === '') return null;
  return {
    title,
    description: typeof description === 'string' ? description : '',
    switchIdentity: switchIdentity === true,
    ...(typeof goodsOfApp === 'string' && goodsOfApp ? { goodsOfApp } : {}),
  };
}
