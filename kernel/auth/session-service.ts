import { createSecretKey, randomUUID, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { Knex } from 'knex';
import type { Clock } from '../ports/clock.ts';
import type { UserRow } from './user-repository.ts';

export const SESSION_TTL_SECONDS = 7 * 24 * 3600;

/** How often a sign-in also clears every expired session row (by the expiry's index). */
const PURGE_EVERY_SECONDS = 3600;

/** Tokens whose signature was checked lately, kept at most this many (a token is ~200 bytes). */
const VERIFIED_KEPT = 10_000;

interface TokenClaims {
  sid: string;
  sub: string;
  exp?: number;
}

/**
 * Tokens are JWTs that name a server-side session row. The signature keeps forged tokens
 * out without a lookup; the row lets logout, password change, suspension and role change
 * revoke a token at once (delete the row).
 */
export class SessionService {
  /**
   * The secret as a key object, made once: given a string, jsonwebtoken builds one on every
   * call (first trying it as a public key, which throws), ~12% of a member's write request.
   */
  private key?: { secret: string; key: KeyObject };
  /** Expired rows are never read again; without this they would pile up for good. */
  private nextPurge = 0;
  /**
   * Claims of tokens already verified with the current key: checking an HMAC through
   * jsonwebtoken (decoding, a stream of callbacks) was ~5% of a member's read. Only the signature
   * is remembered; the session row is still read on every request, so revocation stays immediate.
   */
  private readonly verified = new Map<string, TokenClaims>();

  constructor(
    private readonly db: () => Knex,
    private readonly secret: () => string,
    private readonly clock: Clock,
  ) {}

  async create(userId: number, ip: string, trx?: Knex.Transaction): Promise<{ token: string; sessionId: string }> {
    const sessionId = randomUUID();
    const now = this.clock.now();
    await (trx ?? this.db())('session').insert({
      id: sessionId,
      user_id: userId,
      created_at: now,
      expires_at: now + SESSION_TTL_SECONDS,
      ip: ip.slice(0, 64),
    });
    // Never inside the caller's transaction: it would hold the deleted rows' locks (MariaDB) or
    // wait on the writer that transaction holds (SQLite) until the sign-in commits.
    if (!trx && now >= this.nextPurge) {
      await this.db()('session').where('expires_at', '<=', now).delete();
      this.nextPurge = now + PURGE_EVERY_SECONDS;
    }
    const claims: TokenClaims = { sid: sessionId, sub: String(userId) };
    const token = jwt.sign(claims, this.signingKey(), { algorithm: 'HS256', expiresIn: SESSION_TTL_SECONDS, noTimestamp: false });
    return { token, sessionId };
  }

  /** The live session's user row, or undefined for a bad, expired or revoked token. */
  async resolve(token: string): Promise<{ sessionId: string; user: UserRow } | undefined> {
    const claims = this.claims(token);
    if (typeof claims?.sid !== 'string') return undefined;
    const row = await this.db()('session')
      .join('user', 'user.id', 'session.user_id')
      .where('session.id', claims.sid)
      .where('session.expires_at', '>', this.clock.now())
      .first('user.*');
    return row ? { sessionId: claims.sid, user: row as UserRow } : undefined;
  }

  /** The token's claims when its signature is good and it has not expired, as jsonwebtoken checks them. */
  private claims(token: string): TokenClaims | undefined {
    const key = this.signingKey();
    const known = this.verified.get(token);
    // jsonwebtoken's own test: expired once the current whole second reaches `exp`
    if (known) return known.exp === undefined || Math.floor(Date.now() / 1000) < known.exp ? known : undefined;
    let claims: TokenClaims;
    try {
      claims = jwt.verify(token, key, { algorithms: ['HS256'] }) as TokenClaims;
    } catch {
      return undefined;
    }
    if (this.verified.size >= VERIFIED_KEPT) this.verified.clear();
    this.verified.set(token, claims);
    return claims;
  }

  private signingKey(): KeyObject {
    const secret = this.secret();
    if (this.key?.secret !== secret) {
      this.key = { secret, key: createSecretKey(Buffer.from(secret, 'utf8')) };
      // what the old key signed is no longer good
      this.verified.clear();
    }
    return this.key.key;
  }

  async revoke(sessionId: string): Promise<void> {
    await this.db()('session').where({ id: sessionId }).delete();
  }

  /** Ends every session of a user, optionally keeping the one making the change. */
  async revokeAll(userId: number, keepSessionId?: string, trx?: Knex.Transaction): Promise<void> {
    const q = (trx ?? this.db())('session').where({ user_id: userId });
    if (keepSessionId) q.whereNot({ id: keepSessionId });
    await q.delete();
  }
}
