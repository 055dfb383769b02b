/**
 * The page a shared link lands on starts loading with the document, not after the entry has run.
 *
 * Taro's router asks for a page's chunks only once the entry script (the largest file of the first load) has arrived
 * and run its start-up, so on a shared app's index the page's scripts and styles were a step behind the entry, and its
 * calls a step behind those. For the addresses listed here, a small inline script in the head preloads the page's
 * chunks (low priority, as the entry's own preload) when the document's address is that page's: they arrive beside
 * the entry, and the router finds them there. Other addresses load nothing more.
 */
import HtmlWebpackPlugin, { type HtmlTagObject } from 'html-webpack-plugin';
import type { Chunk, Compilation, Compiler, Module } from 'webpack';

/** An address of the H5 and the page (internal path without the leading slash, as Taro's router names it) behind it. */
export interface PreloadedRoute {
  address: string;
  page: string;
}

/** The inline script that preloads `files` (a URL each, .js or .css) when the document's path is `address`. */
export function preloadWhenAt(routes: { address: string; files: string[] }[]): string {
  const table = Object.fromEntries(routes.map((r) => [r.address, r.files]));
  return (
    `(function(){var files=${JSON.stringify(table)}[location.pathname];if(!files)return;` +
    `files.forEach(function(href){var l=document.createElement('link');l.rel='preload';` +
    `l.as=/\\.css$/.test(href)?'style':'script';l.setAttribute('fetchpriority','low');l.href=href;document.head.appendChild(l)})})()`
  );
}

/** The files a module was built from: its own, or, for modules concatenated into one, each inner module's. */
function resourcesOf(module: Module): string[] {
  const inner = (module as { modules?: Module[] }).modules;
  if (inner) return inner.flatMap(resourcesOf);
  const { resource } = module as { resource?: unknown };
  return typeof resource === 'string' ? [resource] : [];
}

/** The files of every chunk that loading `page`'s module needs (its async chunk groups), in a stable order. */
export function pageFiles(compilation: Compilation, page: string): string[] {
  const resource = new RegExp(`[\\\\/]src[\\\\/]${page.replace(/\//g, '[\\\\/]')}\\.[jt]sx?$`);
  const chunks = new Set<Chunk>();
  for (const module of compilation.modules) {
    if (!resourcesOf(module).some((r) => resource.test(r))) continue;
    for (const chunk of compilation.chunkGraph.getModuleChunksIterable(module)) {
      for (const group of chunk.groupsIterable) if (!group.isInitial()) group.chunks.forEach((c) => chunks.add(c));
    }
  }
  return [...chunks].flatMap((c) => [...c.files]).filter((f) => /\.(js|css)$/.test(f)).sort();
}

export class RoutePreloadPlugin {
  constructor(private readonly routes: PreloadedRoute[]) {}

  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('RoutePreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('RoutePreloadPlugin', (groups) => {
        const publicPath = typeof compilation.outputOptions.publicPath === 'string' ? compilation.outputOptions.publicPath : '/';
        const routes = this.routes.map((r) => ({ address: r.address, files: pageFiles(compilation, r.page).map((f) => publicPath + f) }));
        const missing = routes.filter((r) => r.files.length === 0).map((r) => r.address);
        if (missing.length) throw new Error(`RoutePreloadPlugin: no chunks found for ${missing.join(', ')}`);
        const tag: HtmlTagObject = HtmlWebpackPlugin.createHtmlTagObject('script', {}, preloadWhenAt(routes));
        // First in the head: a script after a stylesheet waits for it before it runs.
        return { ...groups, headTags: [tag, ...groups.headTags] };
      });
    });
  }
}
