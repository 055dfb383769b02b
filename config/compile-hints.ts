/**
 * V8's explicit compile hint for the H5's entry script: `//# allFunctionsCalledOnLoad` as its first line tells Chromium
 * (136 and later) to compile every function of the file eagerly, on the background thread that streams the script in,
 * instead of lazily on the main thread the first time each is called. Nearly all of the entry runs at start (the
 * runtime, React, the start-up and the router), and its parse and compile were about 40 % of the first load's
 * main-thread work. Measured on a first visit (Lighthouse, median of 3): login TBT 155 -> 49 ms, shared app index 205
 * -> 38, shared app form 303 -> 183. A script the service worker serves is compiled on the main thread either way, now
 * all at once in the first task (Lighthouse's signed-in rows: one larger first task). Other browsers read a comment.
 * Added after minification (which drops comments), before the devtool plugin writes the source map.
 */
import { Compilation, sources, type Compiler } from 'webpack';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

export class CompileHintsPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
        for (const chunk of compilation.chunks) {
          if (!chunk.canBeInitial()) continue;
          for (const file of chunk.files) {
            if (file.endsWith('.js')) compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
          }
        }
      });
    });
  }
}
