import { createReadStream, existsSync, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  // As the platform server sends it: the decoder's wasm then compiles while it downloads (instantiateStreaming).
  '.wasm': 'application/wasm',
};

/**
 * A static server for a built H5 directory with history fallback, for measuring the bundle without the platform
 * server (scripts/size.ts, scripts/bench.ts). API calls answer 503, which the client shows as a network error.
 */
export async function serveStatic(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    const urlPath = decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/');
    if (urlPath.startsWith('/api/') || urlPath.startsWith('/oidc/')) {
      res.writeHead(503).end();
      return;
    }
    let file = path.join(dir, urlPath);
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) {
      file = path.join(dir, 'index.html');
    }
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
