/**
 * [::1] besides 127.0.0.1: a browser opened at http://[::1]:port (or at `localhost` where that name resolves to ::1
 * first) reaches the same server. The extra socket hands every connection to the main HTTP server, so routes, hooks
 * and closing are the server's own. A machine without IPv6 simply has no [::1] listener.
 */
import type { Server } from 'node:http';
import { createServer, type Server as NetServer } from 'node:net';

/** Hosts whose listening leaves ::1 out (the IPv4 loopback, every IPv4 interface). */
const IPV4_ONLY = new Set(['127.0.0.1', '0.0.0.0']);

export async function listenOnIpv6Loopback(host: string, port: number, main: Server): Promise<NetServer | undefined> {
  if (!IPV4_ONLY.has(host)) return undefined;
  const extra = createServer((socket) => main.emit('connection', socket));
  return new Promise((resolve) => {
    extra.once('error', () => resolve(undefined));
    extra.listen({ host: '::1', port, ipv6Only: true }, () => resolve(extra));
  });
}
