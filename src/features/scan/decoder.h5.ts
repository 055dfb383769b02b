/**
 * The barcode decoder of the browser: ZXing's WebAssembly build (zxing-wasm's reader: QR and the common 1-D codes).
 * Imported only by the scan screen's H5 source, by dynamic import, so no other chunk carries it. The .wasm is copied
 * into our own H5 output by the build (config/index.ts) and fetched from there, never from a CDN.
 */
import { prepareZXingModule, readBarcodes, type ReaderOptions } from 'zxing-wasm/reader';

import { compileDecoderWasm, decoderWasmUrl } from './decoder-wasm.h5';

let prepared: Promise<unknown> | null = null;

/**
 * Instantiates the wasm once (from the module the screen started compiling); later calls share it. A wasm that
 * cannot be fetched or compiled rejects here, so the caller can fall back.
 */
export function prepareDecoder(): Promise<unknown> {
  prepared ??= compileDecoderWasm().then((module) =>
    prepareZXingModule({
      overrides: {
        locateFile: (file: string, prefix: string) => (file.endsWith('.wasm') ? decoderWasmUrl : prefix + file),
        // Emscripten's hook: instantiate our compiled module instead of fetching the wasm a second time.
        instantiateWasm: (imports: WebAssembly.Imports, done: (instance: WebAssembly.Instance, compiled: WebAssembly.Module) => void) => {
          void WebAssembly.instantiate(module, imports).then((instance) => done(instance, module));
          return {};
        },
      },
      fireImmediately: true,
    }),
  ).catch((e: unknown) => {
    prepared = null;
    throw e;
  });
  return prepared;
}

const OPTIONS: ReaderOptions = {
  formats: ['QRCode', 'MicroQRCode', 'EAN13', 'EAN8', 'UPCA', 'UPCE', 'Code128', 'Code39', 'Code93', 'ITF', 'Codabar', 'DataMatrix', 'PDF417'],
  tryHarder: true,
  maxNumberOfSymbols: 1,
};

/** Camera frames come many times a second: each is read quickly, the next frame is the retry. */
const FRAME_OPTIONS: ReaderOptions = { ...OPTIONS, tryHarder: false, tryRotate: false, tryInvert: false };

/** The text of the first code found in a camera frame or an image file (read harder), or null. */
export async function decode(input: ImageData | Blob): Promise<string | null> {
  await prepareDecoder();
  const [first] = await readBarcodes(input, input instanceof Blob ? OPTIONS : FRAME_OPTIONS);
  return first && first.isValid ? first.text : null;
}
