/**
 * The identity provider's interaction pages at /oidc/interaction/:uid (served by fastify, not by the provider):
 * the sign-in form, its POST (with the failure limit), and cancel.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { InteractionDetails } from 'oidc-provider';
import { z } from 'zod';

import { loginPage, messagePage } from './pages.js';
import { requireProvider, type ServerContext } from '../http/context.js';
import { checkCredentials } from '../session/credentials.js';

const Params = z.object({ uid: z.string().min(1).max(128) });
const Credentials = z.object({ username: z.string().trim().min(1).max(64), password: z.string().min(1).max(128) });

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

const expiredPage = () => messagePage('登录已失效', '登录页面已过期或已使用,请返回应用重新登录。');

async function details(ctx: ServerContext, req: FastifyRequest, reply: FastifyReply): Promise<InteractionDetails | null> {
  const params = Params.safeParse(req.params);
  if (!params.success) return null;
  try {
    const found = await (await requireProvider(ctx)).interactionDetails(req.raw, reply.raw);
    return found.uid === params.data.uid ? found : null;
  } catch {
    return null;
  }
}

export function registerInteractions(app: FastifyInstance, ctx: ServerContext): void {
  app.get('/oidc/interaction/:uid', async (req, reply) => {
    const interaction = await details(ctx, req, reply);
    if (!interaction) return html(reply, 400, expiredPage());
    if (interaction.prompt.name === 'login') return html(reply, 200, loginPage({ uid: interaction.uid }));

    // Consent: the first-party client is granted what it asks for, without a screen.
    const provider = await requireProvider(ctx);
    const accountId = interaction.session?.accountId;
    if (!accountId) return html(reply, 400, expiredPage());
    const grant = interaction.grantId
      ? await provider.Grant.find(interaction.grantId)
      : new provider.Grant({ accountId, clientId: String(interaction.params.client_id) });
    if (!grant) return html(reply, 400, expiredPage());
    const missing = interaction.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
    if (missing.missingOIDCScope?.length) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims?.length) grant.addOIDCClaims(missing.missingOIDCClaims);
    const grantId = await grant.save();
    reply.hijack();
    await provider.interactionFinished(req.raw, reply.raw, { consent: { grantId } }, { mergeWithLastSubmission: true });
    return reply;
  });

  app.post('/oidc/interaction/:uid/login', async (req, reply) => {
    const interaction = await details(ctx, req, reply);
    if (!interaction) return html(reply, 400, expiredPage());
    const raw = (req.body ?? {}) as Record<string, unknown>;
    const input = Credentials.safeParse(raw);
    if (!input.success) {
      return html(reply, 400, loginPage({ uid: interaction.uid, username: String(raw.username ?? ''), error: '请输入用户名和密码' }));
    }
    const { username, password } = input.data;
    const check = await checkCredentials(ctx, username, password, req.ip);
    if (!check.ok) {
      return html(reply, check.reason === 'locked' ? 429 : 401, loginPage({ uid: interaction.uid, username, error: check.message }));
    }
    reply.hijack();
    await (await requireProvider(ctx)).interactionFinished(
      req.raw,
      reply.raw,
      { login: { accountId: check.user.id, amr: ['pwd'] } },
      { mergeWithLastSubmission: false },
    );
    return reply;
  });

  app.post('/oidc/interaction/:uid/abort', async (req, reply) => {
    const interaction = await details(ctx, req, reply);
    if (!interaction) return html(reply, 400, expiredPage());
    reply.hijack();
    await (await requireProvider(ctx)).interactionFinished(
      req.raw,
      reply.raw,
      { error: 'access_denied', error_description: '用户取消了登录' },
      { mergeWithLastSubmission: false },
    );
    return reply;
  });
}
