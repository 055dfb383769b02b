/**
 * The browser's own barcode reader (the Shape Detection API's BarcodeDetector: Chrome on Android and macOS, Safari),
 * where it reads QR codes: nothing to download or compile, so the camera's first frame can be read at once. Linux
 * and Windows desktop browsers have none; there the camera waits for ZXing's wasm (decoder.h5.ts).
 */

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: ImageBitmapSource): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

/** The formats the camera reads, in the Shape Detection API's names (decoder.h5.ts reads the same with ZXing). */
const WANTED = ['qr_code', 'ean_13', 'ean_8', 'upc_a', 'upc_e', 'code_128', 'code_39', 'code_93', 'itf', 'codabar', 'data_matrix', 'pdf417'];

/** Reads one camera frame: the text of the first code in it, or null. */
export type FrameReader = (frame: ImageData) => Promise<string | null>;

/** The browser's reader of camera frames, or null where there is none that reads QR codes. */
export async function nativeFrameReader(): Promise<FrameReader | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (typeof Detector !== 'function') return null;
  try {
    const formats = (await Detector.getSupportedFormats()).filter((f) => WANTED.includes(f));
    if (!formats.includes('qr_code')) return null;
    const detector = new Detector({ formats });
    return async (frame) => {
      const [first] = await detector.detect(frame);
      return first ? first.rawValue : null;
    };
  } catch {
    return null;
  }
}
