/**
 * The signing key (RS256, shared by the identity provider's id tokens and the platform session's id tokens) and the
 * cookie keys, created on first start and kept in the meta table so tokens and cookies survive a restart.
 */
import { generateKeyPair, randomBytes, randomUUID, type KeyObject } from 'node:crypto';
import { promisify } from 'node:util';

import { importJWK, SignJWT, type JWK } from 'jose';

import { getMeta, setMeta, type Db } from '../db/index.js';

export interface Keys {
  jwks: { keys: JWK[] };
  cookieKeys: string[];
  signIdToken(claims: Record<string, unknown>, opts: { issuer: string; audience: string; expiresIn: number }): Promise<string>;
}

const generateRsa = () =>
  (promisify(generateKeyPair) as (type: 'rsa', opts: { modulusLength: number }) => Promise<{ privateKey: KeyObject }>)('rsa', {
    modulusLength: 2048,
  });

export async function loadKeys(db: Db): Promise<Keys> {
  let jwksRaw = getMeta(db, 'jwks');
  if (!jwksRaw) {
    const { privateKey } = await generateRsa();
    const jwk = { ...(privateKey.export({ format: 'jwk' }) as JWK), kid: randomUUID(), alg: 'RS256', use: 'sig' };
    jwksRaw = JSON.stringify({ keys: [jwk] });
    setMeta(db, 'jwks', jwksRaw);
  }
  let cookieRaw = getMeta(db, 'cookieKeys');
  if (!cookieRaw) {
    cookieRaw = JSON.stringify([randomBytes(32).toString('base64url')]);
    setMeta(db, 'cookieKeys', cookieRaw);
  }
  const jwks = JSON.parse(jwksRaw) as { keys: JWK[] };
  const signingJwk = jwks.keys[0]!;
  const signingKey = await importJWK(signingJwk, 'RS256');
  return {
    jwks,
    cookieKeys: JSON.parse(cookieRaw) as string[],
    async signIdToken(claims, { issuer, audience, expiresIn }) {
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: signingJwk.kid, typ: 'JWT' })
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime(`${expiresIn}s`)
        .sign(signingKey);
    },
  };
}
