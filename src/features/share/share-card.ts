import { shareContent, type ShareConfigInput } from '../../domain/share/share-content';
import { routerQuery, sharePath, type ShareQuery } from '../../domain/share/share-path';

/** What a screen shares: its own words, or the spec's defaults for what it leaves out. */
export interface ShareCardInput {
  title?: string | null;
  desc?: string | null;
  imageUrl?: string | null;
  /** The route to reopen; the screen's own when left out. */
  route?: string;
  /** The query to reopen it with; the screen's own (as the router hands it over) when left out. */
  query?: ShareQuery;
}

export interface ShareCard {
  title: string;
  desc: string;
  imageUrl: string;
  route: string;
  query: ShareQuery;
  /** Route and query as one in-app path. */
  path: string;
}

/** The card of a screen at `here` (useRouter's path and params), with the spec's defaults for what is missing. */
export function shareCardOf(input: ShareCardInput, here: { path: string; params: Readonly<Record<string, string | undefined>> }): ShareCard {
  const route = input.route ?? here.path;
  const query = input.query ?? routerQuery(here.params);
  const config: ShareConfigInput = { title: input.title, description: input.desc, icon: input.imageUrl };
  const content = shareContent(config, sharePath(route, query));
  return { title: content.title, desc: content.description, imageUrl: content.imageUrl, route, query, path: content.path };
}
