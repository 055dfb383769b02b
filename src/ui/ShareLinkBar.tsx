/**
 * A page's share link (spec §2: `{host}/?Appid=…&code=…&viewId=…`, the code chosen by the page: index, search or
 * list) with its copy button, and any further share actions the page offers (the application index's poster).
 */
import { Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import type { ReactNode } from 'react';

import { Button } from './Button';
import { config } from '../config';
import { shareLink } from '../domain/routing/share-link';
import { appOrigin } from '../platform/origin';
import './ShareLinkBar.css';

const SHARE_LINK_TEXT = {
  shareLink: '分享链接',
  copy: '复制链接',
  copied: '链接已复制',
} as const;

export function ShareLinkBar({
  appId,
  viewId,
  page,
  children,
}: {
  appId: string;
  viewId?: string | null | undefined;
  page: string;
  children?: ReactNode;
}) {
  const link = shareLink({ host: config.h5Host || appOrigin(config.serverOrigin), appId, viewId, page });
  const copy = () =>
    void import('../platform/clipboard')
      .then(({ copyText }) => copyText(link))
      .then(
        () => Taro.showToast({ title: SHARE_LINK_TEXT.copied, icon: 'none' }),
        () => undefined,
      );
  return (
    <View className="share-link-bar">
      <Text>{SHARE_LINK_TEXT.shareLink}</Text>
      <Text className="share-link-bar__link" data-testid="share-link">
        {link}
      </Text>
      <Button size="small" onClick={copy}>
        <Text>{SHARE_LINK_TEXT.copy}</Text>
      </Button>
      {children}
    </View>
  );
}
