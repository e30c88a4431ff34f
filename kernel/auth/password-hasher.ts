import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import bcrypt from 'bcryptjs';

const scrypt = promisify(scryptCallback) as (password: string, salt: Buffer, keylen: number, options: object) => Promise<Buffer>;
const PARAMS = { N: 16384, r: 8, p: 1 };
const KEY_LENGTH = 32;

/**
 * Hashes with scrypt (`scrypt$<salt>$<hash>`, base64). Verifies scrypt hashes and the bcrypt
 * hashes Apache Answer stores, so a database imported from Answer keeps its passwords.
 */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, KEY_LENGTH, PARAMS);
  return `scrypt$${salt.toString('base64')}$${hash.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (!stored) return false;
  if (stored.startsWith('scrypt$')) {
    const [, saltText, hashText] = stored.split('$');
    const expected = Buffer.from(hashText ?? '', 'base64');
    const actual = await scrypt(password, Buffer.from(saltText ?? '', 'base64'), expected.length || KEY_LENGTH, PARAMS);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  }
  if (/^\$2[aby]\$/.test(stored)) return bcrypt.compare(password, stored);
  return false;
}
