/**
 * The built H5 client at `/` with history fallback: a GET that is not under /api, /oidc, /files or /__test and not
 * an existing file gets index.html, so aliases such as /platform/index, /app/index and short codes (/abc) deep-link.
 *
 * Caching and compression: the build names scripts and styles by content hash (`js/app.1a2b3c4d.js`), so those are
 * cached for a year as immutable; everything else, index.html first, is `no-cache` (revalidated on each load, so a
 * new build is seen at once). The build writes .br and .gz beside every text asset (config/index.ts); the static
 * plugin sends the one the browser accepts, so nothing is compressed per request.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { MSG } from '../errors.js';
import { isUnder } from '../util.js';

const RESERVED_PREFIXES = ['/api', '/oidc', '/files', '/__test'];

const isReserved = (p: string) => RESERVED_PREFIXES.some((prefix) => isUnder(p, prefix));

/**
 * A build file named by its content (`name.[contenthash:8].ext`, config/index.ts output names), or the scan decoder's
 * wasm, which the build puts under its package version (`static/zxing/<version>/`): a new version is a new address.
 */
const isContentHashed = (file: string): boolean =>
  /\.[0-9a-f]{8}\.[a-z0-9]+(\.br|\.gz)?$/.test(path.basename(file)) || /[\\/]static[\\/]zxing[\\/]\d+\.\d+\.\d+[\\/][^\\/]+\.wasm(\.br|\.gz)?$/.test(file);

const IMMUTABLE = 'public, max-age=31536000, immutable';

const NOT_BUILT = `<!DOCTYPE html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Ware Mobile</title></head>
<body><main style="font-family:sans-serif;max-width:480px;margin:48px auto;padding:0 24px">
<h1>H5 尚未构建</h1>
<p>未找到 dist/h5/index.html。请先运行 <code>npm run build:h5</code>(或直接 <code>npm start</code>),然后刷新本页。</p>
<p>The H5 client is not built yet: run <code>npm run build:h5</code>, then reload.</p>
</main></body></html>`;

export async function registerH5(app: FastifyInstance, h5Dir: string): Promise<void> {
  const indexFile = path.join(h5Dir, 'index.html');
  if (existsSync(h5Dir)) {
    await app.register(fastifyStatic, {
      root: h5Dir,
      prefix: '/',
      index: false,
      wildcard: true,
      preCompressed: true,
      // Our own cache-control below, not send's max-age.
      cacheControl: false,
      setHeaders: (res, file) => res.setHeader('cache-control', isContentHashed(file) ? IMMUTABLE : 'no-cache'),
    });
  }

  const sendIndex = async (reply: FastifyReply) => {
    if (!existsSync(indexFile)) return reply.code(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(NOT_BUILT);
    // Through the static plugin, so index.html too goes out as its .br or .gz.
    return reply.sendFile('index.html');
  };

  app.setNotFoundHandler(async (req: FastifyRequest, reply: FastifyReply) => {
    const p = req.url.split('?')[0] ?? '/';
    if (isUnder(p, '/api')) {
      return reply.code(404).send({ code: 404, message: MSG.apiNotFound, data: null });
    }
    if ((req.method === 'GET' || req.method === 'HEAD') && !isReserved(p)) return sendIndex(reply);
    return reply.code(404).send({ code: 404, message: 'Not Found', data: null });
  });

  // `/` itself (static's `index: false` leaves it to us, so it gets the same no-cache treatment).
  app.get('/', async (_req, reply) => sendIndex(reply));
}
