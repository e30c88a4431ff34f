import type { Knex } from 'knex';

const ROW = { name: 'links' };

/**
 * All SQL on `question_link_state`: whether a backfill is owed, and which process runs it. A
 * claim is a token written over an empty or abandoned one, so one process of a site runs it.
 */
export class BackfillState {
  constructor(private readonly db: () => Knex) {}

  async owed(): Promise<boolean> {
    const row = (await this.db()('question_link_state').where(ROW).first('built_at')) as { built_at: unknown } | undefined;
    return !row || Number(row.built_at) === 0;
  }

  /** The plugin went off: posts written meanwhile are not read, so every post must be read again. Drops a running claim. */
  async markOwed(): Promise<void> {
    await this.db()('question_link_state').where(ROW).update({ built_at: 0, claim: '' });
  }

  /** Takes the owed backfill unless another process holds it and reported after `abandonedBefore`. */
  async claim(token: string, now: number, abandonedBefore: number): Promise<boolean> {
    const taken = await this.db()('question_link_state')
      .where(ROW).andWhere('built_at', 0)
      .andWhere((free) => free.where('claim', '').orWhere('claimed_at', '<', abandonedBefore))
      .update({ claim: token, claimed_at: now });
    return Number(taken) === 1;
  }

  /** Whether the claim is still this one's (not dropped by the plugin going off), noting that it is alive. */
  async hold(token: string, now: number): Promise<boolean> {
    const row = (await this.db()('question_link_state').where(ROW).first('claim')) as { claim: unknown } | undefined;
    if (row?.claim !== token) return false;
    await this.db()('question_link_state').where({ ...ROW, claim: token }).update({ claimed_at: now });
    return true;
  }

  async finish(token: string, now: number): Promise<void> {
    await this.db()('question_link_state').where({ ...ROW, claim: token }).update({ built_at: now, claim: '' });
  }
}
