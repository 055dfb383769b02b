import { readFileSync } from 'node:fs';
import path from 'node:path';

import { DECODER_WASM_VERSION, decoderWasmUrl } from '../../../src/features/scan/decoder-wasm.h5';

describe('the scan decoder\'s wasm address', () => {
  it('names the installed zxing-wasm version, the folder config/index.ts copies the wasm into', () => {
    const pkg = JSON.parse(readFileSync(path.resolve(__dirname, '../../../node_modules/zxing-wasm/package.json'), 'utf8')) as { version: string };
    expect(DECODER_WASM_VERSION).toBe(pkg.version);
    expect(decoderWasmUrl).toBe(`/static/zxing/${pkg.version}/zxing_reader.wasm`);
  });
});
