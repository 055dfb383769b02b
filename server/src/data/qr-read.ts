/**
 * Reading a QR or bar code from a picture on the server, with ZXing's WebAssembly reader (the same decoder the H5 scan
 * screen runs in the browser). The wasm is read from the installed package, never fetched from a CDN.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import { prepareZXingModule, readBarcodes, type ReaderOptions } from 'zxing-wasm/reader';

const require = createRequire(import.meta.url);

let prepared: Promise<unknown> | null = null;

function prepare(): Promise<unknown> {
  prepared ??= prepareZXingModule({
    overrides: { wasmBinary: readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm')).buffer as ArrayBuffer },
    fireImmediately: true,
  }).catch((e: unknown) => {
    prepared = null;
    throw e;
  });
  return prepared;
}

/** A photo is read hard: rotated, inverted and small codes too. */
const OPTIONS: ReaderOptions = {
  formats: ['QRCode', 'MicroQRCode', 'EAN13', 'EAN8', 'UPCA', 'UPCE', 'Code128', 'Code39', 'Code93', 'ITF', 'Codabar', 'DataMatrix', 'PDF417'],
  tryHarder: true,
  maxNumberOfSymbols: 1,
};

/** The first code in an image file (PNG, JPEG, BMP or GIF bytes), or null when there is none. */
export async function readCode(image: Uint8Array): Promise<{ text: string; format: string } | null> {
  await prepare();
  const [first] = await readBarcodes(image, OPTIONS);
  return first && first.isValid ? { text: first.text, format: first.format } : null;
}
