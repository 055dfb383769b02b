/**
 * A small picture of a QR code (version 1, "ware") for the decoder to read once while the camera starts: the first
 * read of a page compiles the reader's code paths (the wasm's functions compile on first call), and the camera takes
 * longer to start than the decoder to load, so that cost moves off the way to the first frame.
 */

/** The code's 21 rows, each row's modules as the bits of a base-36 number (dark = 1, left = highest bit). */
const QR_ROWS = ['18nen', 'mxc1', 'wpct', 'wrbx', 'wp5p', 'mzi9', '18prz', '1ds', '187my', 'sxlx', '10yam', 'vs5b', 't6l6', '3wn', '18oyq', 'mwuk', 'wr36', 'wrvw', 'wtr0', 'mzas', '18p7a'];
const MODULES = 21;
const CELL = 4;
const QUIET = 4;

export const WARM_UP_TEXT = 'ware';

export function warmUpFrame(): ImageData {
  const size = (MODULES + 2 * QUIET) * CELL;
  const data = new Uint8ClampedArray(size * size * 4).fill(255);
  QR_ROWS.forEach((row, r) => {
    const bits = parseInt(row, 36);
    for (let c = 0; c < MODULES; c++) {
      if (((bits >> (MODULES - 1 - c)) & 1) === 0) continue;
      for (let y = 0; y < CELL; y++)
        for (let x = 0; x < CELL; x++) {
          const at = (((QUIET + r) * CELL + y) * size + (QUIET + c) * CELL + x) * 4;
          data[at] = data[at + 1] = data[at + 2] = 0;
        }
    }
  });
  return new ImageData(data, size, size);
}
