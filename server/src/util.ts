import { createHash, randomBytes, randomInt, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCb) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;

export const nowIso = (): string => new Date().toISOString();

/** A random, unguessable id (hex). */
export const randomId = (bytes = 12): string => randomBytes(bytes).toString('hex');

/** A stored file's id: 128 random bits in hex (32 digits), so ids cannot be guessed or counted. */
export const randomFileId = (): string => randomId(16);

/**
 * The id of a seeded demo file: 128 bits that look random and follow no order, but stay the same for every demo
 * database (the demo's documents and tests name them, as they name the demo password). Production seeds nothing.
 */
export const demoFileId = (set: string, n: number): string => createHash('sha256').update(`ware-demo-file:${set}:${n}`).digest('hex').slice(0, 32);

/** A random token in base64url. */
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

export const sixDigitCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, 32);
  return `scrypt$${salt.toString('base64')}$${hash.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, saltB64, hashB64] = stored.split('$');
  if (scheme !== 'scrypt' || !saltB64 || !hashB64) return false;
  const expected = Buffer.from(hashB64, 'base64');
  const actual = await scrypt(password, Buffer.from(saltB64, 'base64'), expected.length);
  return timingSafeEqual(expected, actual);
}

/** The fields of a partial update that were sent (drops the undefined ones). */
export const definedOnly = <T extends object>(input: T): Partial<T> =>
  Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as Partial<T>;

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Is this URL (path and maybe query) the prefix itself or below it? */
export const isUnder = (url: string, prefix: string): boolean =>
  url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`);
