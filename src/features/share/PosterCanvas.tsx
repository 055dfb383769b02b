import { Canvas, Image, Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { useEffect, useMemo, useState } from 'react';

import { paintPoster, type Paint2D } from './poster-paint';
import { POSTER_TEXT } from './text';
import { posterPlan, qrMatrix } from '../../domain/share/poster';
import { albumFailure, posterPixels } from '../../domain/share/poster-output';
import { Button } from '../../ui/Button';
import './poster.css';

const WIDTH = 300;

interface CanvasNode {
  width: number;
  height: number;
  getContext(type: '2d'): Paint2D | null;
}

const pixelRatio = (): number => {
  try {
    return Taro.getWindowInfo().pixelRatio;
  } catch {
    return 1;
  }
};

/** The page's `type="2d"` canvas node once rendered (Taro's next tick), or null without one (an old base library). */
function canvasNode(id: string): Promise<CanvasNode | null> {
  return new Promise((resolve) =>
    Taro.nextTick(() => {
      try {
        Taro.createSelectorQuery()
          .select(`#${id}`)
          .fields({ node: true })
          .exec((res) => resolve(((res?.[0] as { node?: CanvasNode } | null)?.node as CanvasNode | undefined) ?? null));
      } catch (error) {
        console.warn('[poster] no canvas', error);
        resolve(null);
      }
    }),
  );
}

/**
 * Saves the poster's picture to the photo album. A refused album (now, or earlier: WeChat then refuses without
 * asking) is explained with the way to allow it, the settings page; a closed sheet is no failure.
 */
async function savePosterToAlbum(filePath: string): Promise<void> {
  try {
    await Taro.saveImageToPhotosAlbum({ filePath });
    void Taro.showToast({ title: POSTER_TEXT.saved, icon: 'success' });
  } catch (error) {
    const why = albumFailure(error);
    if (why === 'cancelled') return;
    if (why === 'failed') {
      console.warn('[poster] saving failed', error);
      void Taro.showToast({ title: POSTER_TEXT.saveFailed, icon: 'none' });
      return;
    }
    const answer = await Taro.showModal({ title: POSTER_TEXT.albumDenied, content: POSTER_TEXT.albumHow, confirmText: POSTER_TEXT.openSettings });
    if (answer.confirm) await Taro.openSetting().catch(() => undefined);
  }
}

/**
 * The mini program's QR poster of a link: painted on a `type="2d"` canvas (off screen) at the device's pixel ratio,
 * so the QR's edges stay sharp, and shown as the picture exported from it: an `<Image showMenuByLongpress>`, which
 * WeChat's long press offers to send, save or scan (a canvas has no such menu); with its link and 保存到相册. H5 shows
 * the same picture as an image (PosterCanvas.h5.tsx).
 */
export function PosterCanvas({ canvasId, link, title, subtitle }: { canvasId: string; link: string; title: string; subtitle: string }) {
  const plan = useMemo(() => posterPlan({ width: WIDTH, title, subtitle, caption: POSTER_TEXT.caption, matrix: qrMatrix(link) }), [link, title, subtitle]);
  const [src, setSrc] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    void canvasNode(canvasId).then((canvas) => {
      const ctx = canvas?.getContext('2d');
      if (!live || !canvas || !ctx) return;
      const px = posterPixels(WIDTH, plan.height, pixelRatio());
      canvas.width = px.width;
      canvas.height = px.height;
      paintPoster(ctx, plan.ops, px.scale);
      return Taro.canvasToTempFilePath({ canvas } as never).then(({ tempFilePath }) => {
        if (live) setSrc(tempFilePath);
      });
    }).catch((error: unknown) => console.warn('[poster] export failed', error));
    return () => {
      live = false;
    };
  }, [canvasId, plan]);

  const save = () => {
    if (!src || saving) return;
    setSaving(true);
    void savePosterToAlbum(src).finally(() => setSaving(false));
  };

  const size = { width: `${WIDTH}px`, height: `${plan.height}px` };
  return (
    <View className="poster__body">
      <Canvas type="2d" id={canvasId} canvasId={canvasId} className="poster__canvas" style={size} />
      {src ? (
        <Image className="poster__image" src={src} style={size} mode="scaleToFill" showMenuByLongpress aria-label={`${POSTER_TEXT.alt} ${title}`} data-testid="poster" />
      ) : (
        <View className="poster__image" style={size} />
      )}
      <Text className="poster__hint">{POSTER_TEXT.longPressMini}</Text>
      <Text className="poster__link" data-testid="poster-link">
        {link}
      </Text>
      <Button type="primary" disabled={!src} loading={saving} onClick={save}>
        {POSTER_TEXT.save}
      </Button>
    </View>
  );
}
