import { ROUTES } from './routes';

/** Title of a screen from the route table, for its page config (evaluated at build time). */
export function titleOf(path: string): string {
  const row = ROUTES.find((r) => r.path === path);
  if (!row) throw new Error(`No route row for ${path}`);
  return row.title;
}
