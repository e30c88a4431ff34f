import type { Knex } from 'knex';

export interface LinkedLogin {
  id: number;
  user_id: string;
  provider: string;
  external_id: string;
  email: string;
  created_at: number;
}

/** `connector_oidc_login`: which member a provider's account (`sub`) signs in. */
export class LoginRepository {
  constructor(private readonly db: () => Knex) {}

  byExternalId(provider: string, externalId: string, trx?: Knex.Transaction): Promise<LinkedLogin | undefined> {
    return (trx ?? this.db())<LinkedLogin>('connector_oidc_login').where({ provider, external_id: externalId }).first();
  }

  byUser(userId: string, trx?: Knex.Transaction): Promise<LinkedLogin[]> {
    return (trx ?? this.db())<LinkedLogin>('connector_oidc_login').where({ user_id: userId }).orderBy('id');
  }

  async add(link: Omit<LinkedLogin, 'id'>, trx: Knex.Transaction): Promise<void> {
    await trx('connector_oidc_login').insert(link);
  }

  async remove(userId: string, externalId: string, trx?: Knex.Transaction): Promise<number> {
    return (trx ?? this.db())('connector_oidc_login').where({ user_id: userId, external_id: externalId }).delete();
  }
}
