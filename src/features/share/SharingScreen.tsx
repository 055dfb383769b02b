import { useRouter } from '@tarojs/taro';
import { useMemo } from 'react';

import { PosterCanvas } from './PosterCanvas';
import { config } from '../../config';
import { appRefFromQuery } from '../../domain/access/app-ref';
import { shareLink } from '../../domain/routing/share-link';
import { viewIdFromQuery } from '../../domain/routing/view-id';
import { PRODUCT_NAME, shareContent } from '../../domain/share/share-content';
import { appOrigin } from '../../platform/origin';
import { PATHS } from '../../routes';
import { useAppStore } from '../../stores/app';
import { Screen } from '../../ui/Screen';

const CANVAS_ID = 'share-poster';

/**
 * QR poster sharing (alias /weChatSharing?appId=&viewId=): the app's share link (spec §2 form, code chosen by this
 * page: index) as a QR code on a poster drawn on canvas, with a save button. Without an app it shares home.
 */
export default function WeChatSharing() {
  const { params } = useRouter();

  const poster = useMemo(() => {
    const stored = useAppStore.getState();
    const ref = appRefFromQuery(params);
    const appId = ref?.kind === 'id' ? ref.appId : stored.appId;
    const viewId = viewIdFromQuery(params) ?? stored.viewId;
    const host = config.h5Host || appOrigin(config.serverOrigin);
    const link = appId ? shareLink({ host, appId, viewId, page: PATHS.appIndex }) : `${host.replace(/\/+$/, '')}/platform/index`;
    const info = appId && stored.appId === appId ? stored.appInfo : null;
    const content = shareContent((info?.shareConfig as never) ?? null);
    const name = typeof info?.name === 'string' && info.name ? info.name : content.title;
    return { link, name };
    // Computed once per address: the stored app does not change while this page is open.
  }, [params]);

  return (
    <Screen className="poster">
      <PosterCanvas canvasId={CANVAS_ID} link={poster.link} title={poster.name} subtitle={PRODUCT_NAME} />
    </Screen>
  );
}
