import type { Knex } from 'knex';

export interface ConversationRow {
  id: number;
  conversation_id: string;
  topic: string;
  user_id: number;
  created_at: number;
  updated_at: number;
}

export interface RecordRow {
  id: number;
  conversation_id: string;
  chat_completion_id: string;
  role: 'user' | 'assistant';
  content: string;
  reasoning_content: string;
  helpful: number;
  unhelpful: number;
  created_at: number;
}

const CONVERSATION = ['id', 'conversation_id', 'topic', 'user_id', 'created_at', 'updated_at'] as const;
const RECORD = ['id', 'conversation_id', 'chat_completion_id', 'role', 'content', 'reasoning_content', 'helpful', 'unhelpful', 'created_at'] as const;

/** All SQL on `ai_conversation` and `ai_conversation_record`. */
export class ConversationRepository {
  constructor(private readonly db: () => Knex) {}

  async find(conversationId: string, db: Knex | Knex.Transaction = this.db()): Promise<ConversationRow | undefined> {
    const row = await db<ConversationRow>('ai_conversation').where({ conversation_id: conversationId }).first(...CONVERSATION);
    return row && { ...row, user_id: Number(row.user_id), created_at: Number(row.created_at), updated_at: Number(row.updated_at) };
  }

  /** Newest first; `userId` narrows to one member's. */
  async page(page: number, size: number, userId?: number): Promise<{ count: number; rows: ConversationRow[] }> {
    const scope = () => {
      const q = this.db()<ConversationRow>('ai_conversation');
      return userId === undefined ? q : q.where({ user_id: userId });
    };
    const [{ n }] = (await scope().count({ n: '*' })) as [{ n: number | string }];
    const rows = await scope().orderBy('updated_at', 'desc').orderBy('id', 'desc').offset((page - 1) * size).limit(size).select(...CONVERSATION);
    return { count: Number(n), rows: rows.map((r) => ({ ...r, user_id: Number(r.user_id), created_at: Number(r.created_at), updated_at: Number(r.updated_at) })) };
  }

  async records(conversationId: string): Promise<RecordRow[]> {
    const rows = await this.db()<RecordRow>('ai_conversation_record').where({ conversation_id: conversationId }).orderBy('id').select(...RECORD);
    return rows.map(numbered);
  }

  /** Helpful and unhelpful replies per conversation. */
  async voteCounts(conversationIds: readonly string[]): Promise<Map<string, { helpful: number; unhelpful: number }>> {
    if (!conversationIds.length) return new Map();
    const rows = (await this.db()('ai_conversation_record')
      .whereIn('conversation_id', conversationIds)
      .groupBy('conversation_id')
      .select('conversation_id')
      .sum({ helpful: 'helpful', unhelpful: 'unhelpful' })) as { conversation_id: string; helpful: unknown; unhelpful: unknown }[];
    return new Map(rows.map((r) => [r.conversation_id, { helpful: Number(r.helpful ?? 0), unhelpful: Number(r.unhelpful ?? 0) }]));
  }

  async reply(chatCompletionId: string): Promise<RecordRow | undefined> {
    const row = await this.db()<RecordRow>('ai_conversation_record').where({ chat_completion_id: chatCompletionId, role: 'assistant' }).first(...RECORD);
    return row && numbered(row);
  }

  async setVote(recordId: number, helpful: number, unhelpful: number): Promise<void> {
    await this.db()('ai_conversation_record').where({ id: recordId }).update({ helpful, unhelpful });
  }

  /** One exchange: the conversation (made on its first), the question and the reply, in one transaction. */
  async saveExchange(exchange: { conversationId: string; userId: number; topic: string; chatCompletionId: string; question: string; reply: string; reasoning: string; now: number }): Promise<void> {
    const { conversationId, userId, topic, chatCompletionId, question, reply, reasoning, now } = exchange;
    await this.db().transaction(async (trx) => {
      const existing = await this.find(conversationId, trx);
      if (existing) await trx('ai_conversation').where({ id: existing.id }).update({ updated_at: now });
      else await trx('ai_conversation').insert({ conversation_id: conversationId, topic, user_id: userId, created_at: now, updated_at: now });
      const base = { conversation_id: conversationId, chat_completion_id: chatCompletionId, helpful: 0, unhelpful: 0, created_at: now };
      await trx('ai_conversation_record').insert([
        { ...base, role: 'user', content: question, reasoning_content: '' },
        { ...base, role: 'assistant', content: reply, reasoning_content: reasoning },
      ]);
    });
  }

  async remove(conversationId: string): Promise<boolean> {
    return this.db().transaction(async (trx) => {
      await trx('ai_conversation_record').where({ conversation_id: conversationId }).delete();
      return (await trx('ai_conversation').where({ conversation_id: conversationId }).delete()) > 0;
    });
  }

  /** A removed account's conversations go with it. */
  async removeAllOf(trx: Knex.Transaction, userId: number): Promise<void> {
    const ids = trx('ai_conversation').where({ user_id: userId }).select('conversation_id');
    await trx('ai_conversation_record').whereIn('conversation_id', ids).delete();
    await trx('ai_conversation').where({ user_id: userId }).delete();
  }
}

function numbered(row: RecordRow): RecordRow {
  return { ...row, helpful: Number(row.helpful), unhelpful: Number(row.unhelpful), created_at: Number(row.created_at) };
}
