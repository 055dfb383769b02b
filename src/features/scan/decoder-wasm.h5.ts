/**
 * The decoder's WebAssembly, fetched and compiled as soon as the scan screen starts, in parallel with the camera and
 * with the decoder's own script (decoder.h5.ts hands the compiled module to zxing-wasm instead of fetching it again).
 * It is served by our own H5 output (config/index.ts copies it under the package's version; a unit test keeps the
 * version below equal to the installed zxing-wasm), as application/wasm, so it compiles while it downloads.
 */
export const DECODER_WASM_VERSION = '3.1.4';

export const decoderWasmUrl = `/static/zxing/${DECODER_WASM_VERSION}/zxing_reader.wasm`;

let compiled: Promise<WebAssembly.Module> | null = null;

const compileFetched = async (): Promise<WebAssembly.Module> => WebAssembly.compile(await (await fetch(decoderWasmUrl)).arrayBuffer());

/** Starts (once) and returns the compilation; a failure is forgotten, so the next call tries again. */
export function compileDecoderWasm(): Promise<WebAssembly.Module> {
  compiled ??= (
    typeof WebAssembly.compileStreaming === 'function'
      ? WebAssembly.compileStreaming(fetch(decoderWasmUrl)).catch(compileFetched)
      : compileFetched()
  ).catch((e: unknown) => {
    compiled = null;
    throw e;
  });
  return compiled;
}
