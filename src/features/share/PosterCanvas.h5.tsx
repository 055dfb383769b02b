import { Image, Text, View } from '@tarojs/components';
import { useEffect, useMemo, useState } from 'react';

import { paintPoster } from './poster-paint';
import { POSTER_TEXT } from './text';
import { posterPlan, qrMatrix } from '../../domain/share/poster';
import { posterPixels } from '../../domain/share/poster-output';
import { imageAlt } from '../../ui/a11y';
import './poster.css';

const WIDTH = 300;

/**
 * H5: the QR poster of a link (title, subtitle, the QR code and its caption) painted off screen at the device's
 * pixel ratio and shown as an image of a data URL: a long press on an image is what WeChat's browser and phone
 * browsers offer 保存图片 for (a canvas gets no such menu, and H5 has no photo album to write to); 下载海报 saves the
 * same picture as a file where a browser downloads (a computer; WeChat's browser ignores it, the long press remains).
 * Its link below. The mini program shows the picture exported from its canvas and saves to the album (PosterCanvas.tsx).
 */
export function PosterCanvas({
  link,
  title,
  subtitle,
}: {
  canvasId: string;
  link: string;
  title: string;
  subtitle: string;
}) {
  const plan = useMemo(
    () => posterPlan({ width: WIDTH, title, subtitle, caption: POSTER_TEXT.caption, matrix: qrMatrix(link) }),
    [link, title, subtitle],
  );
  const [src, setSrc] = useState<string | null>(null);

  useEffect(() => {
    const px = posterPixels(WIDTH, plan.height, window.devicePixelRatio);
    const canvas = document.createElement('canvas');
    canvas.width = px.width;
    canvas.height = px.height;
    const ctx = canvas.getContext('2d');
    if (!ctx) return;
    paintPoster(ctx, plan.ops, px.scale);
    setSrc(canvas.toDataURL('image/png'));
  }, [plan]);

  const size = { width: `${WIDTH}px`, height: `${plan.height}px` };
  return (
    <View className="poster__body">
      {src ? (
        <Image
          className="poster__image"
          src={src}
          style={size}
          mode="scaleToFill"
          data-testid="poster"
          {...imageAlt(`${POSTER_TEXT.alt} ${title}`)}
        />
      ) : (
        <View className="poster__image" style={size} />
      )}
      <Text className="poster__hint">{POSTER_TEXT.longPress}</Text>
      {src ? (
        <a className="poster__download" href={src} download={`${title}-${POSTER_TEXT.alt}.png`}>
          {POSTER_TEXT.download}
        </a>
      ) : null}
      <Text className="poster__link" data-testid="poster-link">
        {link}
      </Text>
    </View>
  );
}
