/**
 * The addresses a browser may open the H5 at, each of which must be a registered sign-in redirect and an allowed CORS
 * origin: the announced URL (WARE_PUBLIC_URL or where the server listens), every loopback name of the port in use
 * (127.0.0.1, localhost and [::1] are one machine, but differ as origins), and in LAN mode the machine's network
 * addresses, so a phone on the same network can sign in.
 */
import { networkInterfaces } from 'node:os';

const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost', '[::1]'] as const;

/** Hosts that mean "every interface": the server is then reached through some other name. */
const WILDCARD_HOSTS = new Set(['0.0.0.0', '::']);

/** The name this process shows for a bind host: a wildcard or `localhost` (both loopbacks) as 127.0.0.1. */
export function shownHost(host: string): string {
  if (WILDCARD_HOSTS.has(host) || host === 'localhost') return '127.0.0.1';
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
}

/** The machine's IPv4 addresses on its networks (not loopback), as a phone on the same network reaches them. */
export function lanAddresses(interfaces: ReturnType<typeof networkInterfaces> = networkInterfaces()): string[] {
  const found: string[] = [];
  for (const list of Object.values(interfaces)) {
    for (const nic of list ?? []) {
      if (nic.family === 'IPv4' && !nic.internal && !found.includes(nic.address)) found.push(nic.address);
    }
  }
  return found;
}

export interface ServedOriginsInput {
  /** The announced URL (origin, no trailing slash). */
  url: string;
  port: number;
  /** LAN mode: the network addresses are announced and allowed too. */
  lanHosts: readonly string[];
}

/** Every origin the H5 may be opened at, the announced one first, without repeats. */
export function servedOrigins({ url, port, lanHosts }: ServedOriginsInput): string[] {
  const origins = [url, ...LOOPBACK_HOSTS.map((h) => `http://${h}:${port}`), ...lanHosts.map((h) => `http://${h}:${port}`)];
  return [...new Set(origins)];
}
