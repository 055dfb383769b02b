/**
 * `react-dom` for the mini program on Preact (config/index.ts aliases it there). Taro's app loader imports the
 * default export of `react-dom` and, since preact/compat says it is React 18.3.1, mounts the app with its
 * `createRoot`, which preact/compat keeps in `preact/compat/client` only: without this module the app does not start.
 * The H5 loader imports `react-dom/client` itself and needs nothing here.
 */
import compat from 'preact/compat';
import { createRoot, hydrateRoot } from 'preact/compat/client';

// react-dom's named API, for libraries that import it by name (NutUI's portals: createPortal).
export { createPortal, findDOMNode, flushSync, hydrate, render, unmountComponentAtNode, unstable_batchedUpdates, version } from 'preact/compat';
export default { ...compat, createRoot, hydrateRoot };
