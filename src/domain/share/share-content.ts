// Share config (spec screens-data-rules.md §3 "Share config: title, description, icon. The placeholder defaults for
// title and description are ignored"; §9 "Default share title is the product name; share path is the home page").

import { PATHS } from '../../routes';

export const PRODUCT_NAME = 'Ware';

/**
 * The values the platform's share-config editor starts with. The spec names no values; these are the editor's
 * placeholder texts (and the empty string), so a config nobody filled in shares as the defaults.
 */
const SHARE_PLACEHOLDERS: readonly string[] = ['', '请输入分享标题', '请输入分享描述', '分享标题', '分享描述'];

export interface ShareConfigInput {
  title?: string | null;
  description?: string | null;
  icon?: string | null;
}

export interface ShareContent {
  title: string;
  description: string;
  imageUrl: string;
  path: string;
}

const filled = (v: string | null | undefined): string | null => {
  const text = (v ?? '').trim();
  return SHARE_PLACEHOLDERS.includes(text) ? null : text;
};

/** What a share shows: the config's own values, else the product name and the home page. */
export function shareContent(config: ShareConfigInput | null | undefined, path?: string | null): ShareContent {
  return {
    title: filled(config?.title) ?? PRODUCT_NAME,
    description: filled(config?.description) ?? '',
    imageUrl: (config?.icon ?? '').trim(),
    path: path && path.trim() !== '' ? path : PATHS.home,
  };
}
