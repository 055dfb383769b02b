import { Canvas, Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { useEffect, useMemo, useState } from 'react';

import { POSTER_TEXT } from './text';
import { posterPlan, qrMatrix } from '../../domain/share/poster';
import { drawPoster, savePoster } from '../../platform/poster-canvas';
import { Button } from '../../ui/Button';

const WIDTH = 300;

/** A QR poster of a link (title, subtitle, the QR code and its caption) drawn on canvas, with its link and a save button. */
export function PosterCanvas({ canvasId, link, title, subtitle }: { canvasId: string; link: string; title: string; subtitle: string }) {
  const [drawn, setDrawn] = useState(false);
  const plan = useMemo(() => posterPlan({ width: WIDTH, title, subtitle, caption: POSTER_TEXT.caption, matrix: qrMatrix(link) }), [link, title, subtitle]);

  // The canvas element appears a little after the page renders (H5 creates it in a web component): try a few times.
  useEffect(() => {
    let stopped = false;
    const attempt = (n: number) => {
      void drawPoster(canvasId, plan.ops).then((ok) => {
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
  }, [canvasId, plan]);

  const save = () =>
    void savePoster(canvasId).then((ok) => Taro.showToast({ title: ok ? POSTER_TEXT.saved : POSTER_TEXT.saveFailed, icon: 'none' }));

  return (
    <View style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', padding: '16px' }}>
      <Canvas canvasId={canvasId} id={canvasId} data-testid="poster" data-drawn={drawn ? 'yes' : 'no'} style={{ width: `${WIDTH}px`, height: `${plan.height}px` }} />
      <Text data-testid="poster-link" style={{ fontSize: '12px', color: 'var(--ware-color-text-tertiary)', margin: '12px 0', wordBreak: 'break-all' }}>
        {link}
      </Text>
      <Button type="primary" onClick={save}>
        {POSTER_TEXT.save}
      </Button>
    </View>
  );
}
