// The browser: WeChat's scanner inside WeChat; elsewhere the camera (getUserMedia) read by ZXing's wasm decoder,
// which is imported here only, when the screen opens; and "pick an image" as the fallback.
import { Text, View } from '@tarojs/components';
import { useEffect, useRef, useState } from 'react';

import { compileDecoderWasm } from './decoder-wasm.h5';
import { nativeFrameReader, type FrameReader } from './native-reader.h5';
import type { ScanSourceProps } from './ScanSource';
import { SCAN_TEXT } from './text';
import { WARM_UP_TEXT, warmUpFrame } from './warm-up.h5';
import { wechatScan, wechatScanAvailable } from './wechat-scan.h5';
import { readCodeOnServer } from '../../api/scan';
import { privacyAgreed } from '../../platform/privacy-gate';
import { Button } from '../../ui/Button';

export type { ScanSourceProps } from './ScanSource';

type Camera = 'starting' | 'on' | 'unavailable';

/** Frames are scaled down to this many pixels on their side: enough for a code held in view, and fast. */
const FRAME_MAX = 640;

const loadDecoder = () => import(/* webpackChunkName: "scan-decoder" */ './decoder.h5');

let decoderReady: Promise<typeof import('./decoder.h5')> | null = null;

/** The decoder's script and its wasm, loaded and instantiated once; a failure is forgotten, so a retry loads again. */
function preparedDecoder(): Promise<typeof import('./decoder.h5')> {
  decoderReady ??= loadDecoder()
    .then(async (module) => {
      await module.prepareDecoder();
      performance.mark('scan:decoder-prepared');
      // One read of a small code compiles the reader's paths while the camera is still starting (warm-up.h5.ts).
      if ((await module.decode(warmUpFrame()).catch(() => null)) === WARM_UP_TEXT) performance.mark('scan:decoder-warm');
      return module;
    })
    .catch((e: unknown) => {
      decoderReady = null;
      throw e;
    });
  return decoderReady;
}

/**
 * The decoder starts loading as soon as this screen's code does, before the screen renders and asks for the camera:
 * the wasm downloads and compiles (off the main thread) and the decoder's script loads while the page sets up, so it
 * is ready by the time the camera gives its first frame. Not in WeChat's browser, which scans with its own scanner.
 */
function warmDecoder(): void {
  performance.mark('scan:module');
  if (typeof fetch !== 'function' || typeof WebAssembly !== 'object' || wechatScanAvailable()) return;
  compileDecoderWasm().catch(() => undefined);
  preparedDecoder().catch(() => undefined);
}
warmDecoder();

/**
 * The code in a picked picture: read here when the decoder loads; when it cannot (an old browser, a blocked wasm),
 * the platform reads it (unLogin/qrcode-upload) and its answer is followed like any code.
 */
async function readPicture(file: File): Promise<string | null> {
  let decoder: typeof import('./decoder.h5');
  try {
    decoder = await loadDecoder();
    await decoder.prepareDecoder();
  } catch {
    const read = await readCodeOnServer({ path: file.name, blob: file, name: file.name || 'code.png' }).catch(() => null);
    return read?.text ?? null;
  }
  return decoder.decode(file);
}

/**
 * The part of a camera frame the person sees: the video fills a square box (object-fit: cover), so only its centre
 * square is on screen, and a code outside it is not one they are aiming at. Read from there, scaled down.
 */
function frameOf(video: HTMLVideoElement, canvas: HTMLCanvasElement): ImageData | null {
  const { videoWidth: w, videoHeight: h } = video;
  if (!w || !h) return null;
  const side = Math.min(w, h);
  const out = Math.round(side * Math.min(1, FRAME_MAX / side));
  canvas.width = out;
  canvas.height = out;
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) return null;
  ctx.drawImage(video, (w - side) / 2, (h - side) / 2, side, side, 0, 0, out, out);
  return ctx.getImageData(0, 0, out, out);
}

export function ScanSource({ onCode, active }: ScanSourceProps) {
  const video = useRef<HTMLVideoElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [camera, setCamera] = useState<Camera>('starting');
  const [message, setMessage] = useState('');

  useEffect(() => {
    if (!active) return;
    let stopped = false;
    let stream: MediaStream | null = null;
    setMessage('');
    void (async () => {
      if (wechatScanAvailable()) {
        const text = await wechatScan();
        if (text !== null && !stopped) return onCode(text);
      }
      performance.mark('scan:camera-start');
      // Started when the screen's code loaded (warmDecoder); again here after a failure, or after WeChat's scanner.
      compileDecoderWasm().catch(() => undefined);
      const decoder = preparedDecoder();
      decoder.catch(() => undefined);
      const native = nativeFrameReader();
      if (!(await privacyAgreed())) return void (stopped || setCamera('unavailable'));
      performance.mark('scan:privacy');
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
        performance.mark('scan:gum');
      } catch {
        if (!stopped) setCamera('unavailable');
        return;
      }
      const el = video.current;
      if (stopped || !el) return stream.getTracks().forEach((t) => t.stop());
      el.srcObject = stream;
      await el.play().catch(() => undefined);
      performance.mark('scan:camera-on');
      setCamera('on');
      // The browser's own reader where it has one; else ZXing's, ready by now or soon.
      let read: FrameReader;
      try {
        read = (await native) ?? (await decoder).decode;
      } catch {
        if (!stopped) setMessage(SCAN_TEXT.decoderFailed);
        return;
      }
      performance.mark('scan:decoder-ready');
      const canvas = document.createElement('canvas');
      // Each new camera frame is read once, from the first one on (requestVideoFrameCallback); where the browser has
      // no frame callback, once per screen refresh.
      const next = (tick: () => void) =>
        typeof el.requestVideoFrameCallback === 'function' ? el.requestVideoFrameCallback(tick) : requestAnimationFrame(tick);
      let reads = 0;
      const tick = async () => {
        if (stopped) return;
        const frame = frameOf(el, canvas);
        if (reads++ === 0) performance.mark('scan:first-read');
        const text = frame ? await read(frame).catch(() => null) : null;
        if (reads === 1) performance.mark('scan:first-read-done');
        if (stopped) return;
        if (text !== null) {
          performance.mark('scan:decoded');
          performance.measure('scan:camera-to-code', 'scan:camera-start', 'scan:decoded');
          return onCode(text);
        }
        next(() => void tick());
      };
      void tick();
    })();
    return () => {
      stopped = true;
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, [active, onCode]);

  const picked = async (file: File | undefined) => {
    if (!file) return;
    setMessage('');
    try {
      const text = await readPicture(file);
      if (text === null) setMessage(SCAN_TEXT.noCode);
      else onCode(text);
    } catch {
      setMessage(SCAN_TEXT.noCode);
    } finally {
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  if (!active) return null;
  return (
    <View className="scan-source">
      {camera !== 'unavailable' ? (
        <View className="scan-camera">
          <video ref={video} className="scan-video" muted playsInline aria-label={SCAN_TEXT.scan} data-testid="scan-video" />
          <View className="scan-frame" />
        </View>
      ) : null}
      <Text className="scan-hint" role="status">
        {message || (camera === 'starting' ? SCAN_TEXT.starting : camera === 'on' ? SCAN_TEXT.hint : SCAN_TEXT.cameraUnavailable)}
      </Text>
      <input
        ref={fileInput}
        type="file"
        accept="image/*"
        // `hidden` alone lost to the stylesheet's display for inputs: the raw browser control showed beside the button.
        style={{ display: 'none' }}
        aria-label={SCAN_TEXT.pickImage}
        data-testid="scan-image-input"
        onChange={(e) => void picked(e.currentTarget.files?.[0])}
      />
      <Button type={camera === 'unavailable' ? 'primary' : 'default'} block className="scan-action" onClick={() => fileInput.current?.click()}>
        {SCAN_TEXT.pickImage}
      </Button>
    </View>
  );
}
