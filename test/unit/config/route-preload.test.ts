/**
 * config/route-preload.ts: the inline script preloads a page's chunks (scripts as scripts, styles as styles, low
 * priority) only when the document's path is that page's address.
 */
import { preloadWhenAt } from '../../../config/route-preload';

const FILES = ['/css/7424.ab.css', '/js/441.cd.js', '/js/7424.ef.js'];
const script = preloadWhenAt([{ address: '/app/index', files: FILES }]);

/** The links the script adds to the head of a document at `pathname`. */
function linksAt(pathname: string): Record<string, string>[] {
  const links: Record<string, string>[] = [];
  const document = {
    createElement: () => ({ setAttribute(this: Record<string, string>, name: string, value: string) { this[name] = value; } }),
    head: { appendChild: (link: Record<string, string>) => links.push(link) },
  };
  new Function('location', 'document', script)({ pathname }, document);
  return links.map(({ rel, as, href, fetchpriority }) => ({ rel, as, href, fetchpriority }) as Record<string, string>);
}

it.each([
  ['the page’s address', '/app/index', FILES],
  ['another page', '/pages/login/login', []],
  ['a longer path', '/app/index/x', []],
  ['the root', '/', []],
])('%s (%s)', (_name, pathname, hrefs) => {
  const links = linksAt(pathname);
  expect(links.map((l) => l.href)).toEqual(hrefs);
  for (const link of links) expect(link).toEqual({ rel: 'preload', as: link.href!.endsWith('.css') ? 'style' : 'script', href: link.href, fetchpriority: 'low' });
});
