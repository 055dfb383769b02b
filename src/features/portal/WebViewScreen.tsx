import { Text, View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { useMemo } from 'react';

import { ownOrigins } from './links';
import { PORTAL_TEXT } from './text';
import { webViewTarget } from '../../domain/portal';
import { Screen } from '../../ui/Screen';
import { WebView } from '../../ui/WebView';
import './portal.css';

/**
 * Web view (`/portal/webView?url=`): an external page inside the app (Taro's WebView: the mini program's web-view, an
 * iframe in H5), only for https addresses and the platform's own; anything else is refused with a message.
 */
export default function WebViewScreen() {
  const { params } = useRouter();
  const raw = typeof params.url === 'string' ? decodeURIComponent(params.url) : '';
  const target = useMemo(() => webViewTarget(raw, ownOrigins()), [raw]);
  if (target.kind === 'open') return <WebView src={target.url} title={PORTAL_TEXT.webView} />;
  return (
    <Screen className="portal">
      <View className="ware-card" data-testid="web-view-refused" role="alert">
        <Text className="portal-block__title">{raw ? PORTAL_TEXT.webViewRefused : PORTAL_TEXT.webViewMissing}</Text>
        {raw ? <Text className="portal-block__empty">{PORTAL_TEXT.webViewRefusedDetail}</Text> : null}
      </View>
    </Screen>
  );
}
