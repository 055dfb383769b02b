/**
 * The page's share link (spec §2: `{host}/?Appid=…&code=…&viewId=…`, the code chosen by the page: search or list),
 * shown with a copy button, for the Search and Lists screens.
 */
import { Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';

import { config } from '../../../config';
import { shareLink } from '../../../domain/routing/share-link';
import { appOrigin } from '../../../platform/origin';
import { Button } from '../../../ui/Button';
import './records.css';

export const SHARE_LINK_TEXT = {
  shareLink: '分享链接',
  copy: '复制链接',
  copied: '链接已复制',
} as const;

export function ShareLinkBar({ appId, viewId, page }: { appId: string; viewId?: string | null | undefined; page: string }) {
  const link = shareLink({ host: config.h5Host || appOrigin(config.serverOrigin), appId, viewId, page });
  const copy = () =>
    void Taro.setClipboardData({ data: link }).then(
      () => Taro.showToast({ title: SHARE_LINK_TEXT.copied, icon: 'none' }),
      () => undefined,
    );
  return (
    <View className="records__share">
      <Text>{SHARE_LINK_TEXT.shareLink}</Text>
      <Text className="records__link" data-testid="share-link">
        {link}
      </Text>
      <Button size="small" onClick={copy}>
        <Text>{SHARE_LINK_TEXT.copy}</Text>
      </Button>
    </View>
  );
}
