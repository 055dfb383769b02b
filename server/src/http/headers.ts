/**
 * Security headers on every answer, and the CORS allow-list.
 *
 * - Everything: `X-Content-Type-Options: nosniff`, `Referrer-Policy: same-origin` (file URLs can carry a download
 *   ticket; they never leave in a Referer), `X-Frame-Options: SAMEORIGIN` and CSP `frame-ancestors 'self'`: no other
 *   site may frame the H5, the login page or a file.
 * - The H5 (index.html and its assets): a full CSP without 'unsafe-eval'. index.html's inline scripts (Taro's and the
 *   app shell's) are allowed by their sha256 hashes, read from the built file, so a rebuild needs no configuration.
 *   Styles keep 'unsafe-inline' (Taro and NutUI set style attributes); images and media may come from the file
 *   service, data: and blob: URLs, and https (avatars).
 * - CORS (/api): only the server's own origin and the configured ones (`WARE_CORS_ORIGINS`) are answered with
 *   Access-Control-Allow-Origin; any other origin gets no CORS headers, so a browser keeps the answer from it.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export type OriginCheck = (origin: string) => boolean;

/** The origins allowed to read /api answers from a browser: the server's own (once it listens) and the configured. */
export function originAllowList(configured: string[], own: () => string[]): OriginCheck {
  const listed = new Set(configured);
  return (origin) => listed.has(origin) || own().includes(origin);
}

/**
 * Answers sent from root hooks (faults, busy) come before the API's CORS plugin runs: allow a listed origin here, so a
 * client served from another listed port (a dev server) can read them too.
 */
export function allowOrigin(req: FastifyRequest, reply: FastifyReply, allowed: OriginCheck): void {
  const origin = req.headers.origin;
  reply.header('vary', 'Origin');
  if (origin && allowed(origin)) reply.header('access-control-allow-origin', origin).header('access-control-allow-credentials', 'true');
}

/** sha256 sources of the inline `<script>` elements of an HTML text. */
function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(m[1] ?? '')) continue;
    hashes.push(`'sha256-${createHash('sha256').update(m[2] ?? '', 'utf8').digest('base64')}'`);
  }
  return hashes;
}

function h5Policy(scriptHashes: string[]): string {
  return [
    "default-src 'self'",
    // 'wasm-unsafe-eval' lets the scan screen compile its QR decoder (zxing-wasm) without allowing eval of strings.
    `script-src 'self' 'wasm-unsafe-eval' ${scriptHashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    // The portal's web view frames https pages and the platform's own (domain/portal/web-view.ts); without this the
    // default refused every https page and the web view showed the browser's blocked-frame page.
    "frame-src 'self' https:",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** The H5 policy for the current build of index.html (read again when the file changes). */
function h5PolicyOf(indexFile: string): () => string {
  let cached: { mtimeMs: number; policy: string } | undefined;
  return () => {
    let mtimeMs = -1;
    try {
      mtimeMs = statSync(indexFile).mtimeMs;
    } catch {
      // Not built: the placeholder page has no script.
    }
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, policy: h5Policy(mtimeMs < 0 ? [] : inlineScriptHashes(readFileSync(indexFile, 'utf8'))) };
    return cached.policy;
  };
}

const NOT_H5 = ['/api', '/oidc', '/files', '/__test'];

export const BASE_HEADERS = { 'x-content-type-options': 'nosniff', 'referrer-policy': 'same-origin', 'x-frame-options': 'SAMEORIGIN' } as const;

export function registerSecurityHeaders(app: FastifyInstance, indexFile: string): void {
  const policy = h5PolicyOf(indexFile);
  app.addHook('onSend', async (req, reply, payload) => {
    for (const [name, value] of Object.entries(BASE_HEADERS)) reply.header(name, value);
    const path = req.url.split('?')[0] ?? '/';
    const h5 = !NOT_H5.some((p) => path === p || path.startsWith(`${p}/`));
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', h5 ? policy() : "frame-ancestors 'self'");
    return payload;
  });
}
