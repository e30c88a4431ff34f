import { createHash, randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import { NotFoundError, Role, UserStatus, isSuspended, type Clock, type SessionUser } from '../../../kernel/api.ts';
import type { ResolvedToken } from '../../../kernel/provider-api.ts';
import type { ApiKey, ApiKeyCreateBody, ApiKeyCreated } from '../schemas/api-key.ts';
import type { ApiKeyRepository } from './api-key-repository.ts';

/** Keys start with this, as Answer's do; the resolver ignores any other token at no cost. */
const PREFIX = 'sk_';
/** 32 random bytes, hex: a hash without salt or stretching keeps it (nothing to guess). */
const KEY_PATTERN = /^sk_[0-9a-f]{64}$/;
/** Last-used times are noted at most this often per key: a key's reads stay reads. */
const TOUCH_EVERY_SECONDS = 60;

const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');

/**
 * API keys: made by an admin, shown once, kept as their hash. A key acts as the admin who made
 * it while that account is an admin in good standing; every request reads the key afresh, so a
 * deleted key, a demoted or suspended admin stops it at once in every process.
 */
export class ApiKeyService {
  constructor(
    private readonly keys: ApiKeyRepository,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  async list(): Promise<ApiKey[]> {
    return (await this.keys.all()).map((k) => ({
      id: k.id, access_key: k.hint, description: k.description, scope: k.scope, created_at: k.created_at, last_used_at: k.last_used_at,
    }));
  }

  async create(body: ApiKeyCreateBody, admin: SessionUser): Promise<ApiKeyCreated> {
    const key = `${PREFIX}${randomBytes(32).toString('hex')}`;
    const id = await this.keys.insert({
      key_hash: hashOf(key), hint: `${key.slice(0, 7)}********${key.slice(-4)}`, description: body.description.trim(), scope: body.scope,
      user_id: Number(admin.id), created_at: this.clock.now(), last_used_at: 0,
    });
    this.logger.info({ apiKeyId: id, scope: body.scope, userId: admin.id }, 'api key created');
    return { access_key: key };
  }

  async describe(id: number, description: string): Promise<void> {
    if (!(await this.keys.describe(id, description.trim()))) throw new NotFoundError('error.api_keys.not_found');
  }

  async remove(id: number, admin: SessionUser): Promise<void> {
    if (!(await this.keys.remove(id))) throw new NotFoundError('error.api_keys.not_found');
    this.logger.info({ apiKeyId: id, userId: admin.id }, 'api key deleted');
  }

  /** The `kernel.token-resolver` answer for a key: its admin, while still an admin in good standing. */
  async resolve(token: string): Promise<ResolvedToken | undefined> {
    if (!KEY_PATTERN.test(token)) return undefined;
    const holder = await this.keys.holder(hashOf(token));
    if (!holder) return undefined;
    const now = this.clock.now();
    const { user } = holder;
    if (user.role_id !== Role.admin || user.status === UserStatus.deleted || isSuspended(user, now)) return undefined;
    if (now - holder.lastUsedAt >= TOUCH_EVERY_SECONDS) await this.keys.touch(holder.keyId, now);
    return { user, readOnly: holder.scope === 'read-only' };
  }
}
