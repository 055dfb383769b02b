import '../../src/zod-setup';
// Preact's options as the app sets them before its first render (src/app.tsx); `.h5.ts` resolves first here, as in
// the H5 build.
import '../../src/platform/preact-options';
