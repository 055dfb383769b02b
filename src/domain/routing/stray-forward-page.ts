// The router state a late forward change leaves (src/platform/stray-forward-page.ts says how it happens).

/**
 * Is the router's top page a stray forward page: not the address, with the address's page below it? `pages`: the
 * paths of the router's pages in stack order (Taro's page ids without their query).
 */
export function strayForwardPage(pages: readonly string[], address: string): boolean {
  const top = pages[pages.length - 1];
  if (top === undefined || top === address) return false;
  return pages.slice(0, -1).includes(address);
}
