import { Canvas, Text, View } from '@tarojs/components';
import Taro, { useRouter } from '@tarojs/taro';
import { useEffect, useMemo, useState } from 'react';

import { POSTER_TEXT } from './text';
import { config } from '../../config';
import { appRefFromQuery } from '../../domain/access/app-ref';
import { shareLink } from '../../domain/routing/share-link';
import { viewIdFromQuery } from '../../domain/routing/view-id';
import { posterPlan, qrMatrix } from '../../domain/share/poster';
import { PRODUCT_NAME, shareContent } from '../../domain/share/share-content';
import { appOrigin } from '../../platform/origin';
import { drawPoster, savePoster } from '../../platform/poster-canvas';
import { PATHS } from '../../routes';
import { useAppStore } from '../../stores/app';
import { Button } from '../../ui/Button';
import { Screen } from '../../ui/Screen';

const CANVAS_ID = 'share-poster';
const WIDTH = 300;

/**
 * QR poster sharing (alias /weChatSharing?appId=&viewId=): the app's share link (spec §2 form, code chosen by this
 * page: index) as a QR code on a poster drawn on canvas, with a save button. Without an app it shares home.
 */
export default function WeChatSharing() {
  const { params } = useRouter();
  const [drawn, setDrawn] = useState(false);

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
    const plan = posterPlan({ width: WIDTH, title: name, subtitle: PRODUCT_NAME, caption: POSTER_TEXT.caption, matrix: qrMatrix(link) });
    return { link, plan };
    // Computed once per address: the stored app does not change while this page is open.
  }, [params]);

  // The canvas element appears a little after the page renders (H5 creates it in a web component): try a few times.
  useEffect(() => {
    let stopped = false;
    const attempt = (n: number) => {
      void drawPoster(CANVAS_ID, poster.plan.ops).then((ok) => {
        if (stopped) return;
        if (ok) setDrawn(true);
        else if (n < 10) setTimeout(() => attempt(n + 1), 200);
      });
    };
    const timer = setTimeout(() => attempt(0), 50);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [poster]);

  const save = () =>
    void savePoster(CANVAS_ID).then((ok) =>
      Taro.showToast({ title: ok ? POSTER_TEXT.saved : POSTER_TEXT.saveFailed, icon: 'none' }),
    );

  return (
    <Screen className="poster">
      <View style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', padding: '16px' }}>
        <Canvas
          canvasId={CANVAS_ID}
          id={CANVAS_ID}
          data-testid="poster"
          data-drawn={drawn ? 'yes' : 'no'}
          style={{ width: `${WIDTH}px`, height: `${poster.plan.height}px` }}
        />
        <Text data-testid="poster-link" style={{ fontSize: '12px', color: '#8f959e', margin: '12px 0', wordBreak: 'break-all' }}>
          {poster.link}
        </Text>
        <Button type="primary" onClick={save}>
          {POSTER_TEXT.save}
        </Button>
      </View>
    </Screen>
  );
}
