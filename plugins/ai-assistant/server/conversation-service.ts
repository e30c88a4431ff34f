import { ForbiddenError, NotFoundError, avatarUrl, type UserDirectory } from '../../../kernel/api.ts';
import type {
  AdminConversationDetail, AdminConversationPage, ConversationDetail, ConversationPage, ConversationRecord, ConversationUser, VoteBody,
} from '../schemas/ai-conversation.ts';
import type { ConversationRepository, ConversationRow, RecordRow } from './conversation-repository.ts';

const NOT_FOUND = 'error.ai_assistant.conversation_not_found';

/** Reading, voting on and removing conversations; the chat writes them (chat-service.ts). */
export class ConversationService {
  constructor(
    private readonly conversations: ConversationRepository,
    private readonly users: UserDirectory,
  ) {}

  async listOf(userId: string, page: number, size: number): Promise<ConversationPage> {
    const { count, rows } = await this.conversations.page(page, size, Number(userId));
    return { count, list: rows.map((c) => ({ conversation_id: c.conversation_id, topic: c.topic, created_at: c.created_at })) };
  }

  /** A member's own conversation; another member's is as missing as one that never was. */
  async detailFor(userId: string, conversationId: string): Promise<ConversationDetail> {
    const conversation = await this.conversations.find(conversationId);
    if (!conversation || String(conversation.user_id) !== userId) throw new NotFoundError(NOT_FOUND);
    return { conversation_id: conversation.conversation_id, topic: conversation.topic, records: await this.recordsOf(conversation), created_at: conversation.created_at, updated_at: conversation.updated_at };
  }

  /** Helpful or unhelpful, one or the other (Answer's rule): choosing one clears the other; `cancel` clears the one named. */
  async vote(userId: string, body: VoteBody): Promise<void> {
    const reply = await this.conversations.reply(body.chat_completion_id);
    const conversation = reply && (await this.conversations.find(reply.conversation_id));
    if (!reply || !conversation) throw new NotFoundError('error.ai_assistant.record_not_found');
    if (String(conversation.user_id) !== userId) throw new ForbiddenError('base.forbidden_error');
    const helpful = body.vote_type === 'helpful';
    if (body.cancel) await this.conversations.setVote(reply.id, helpful ? 0 : reply.helpful, helpful ? reply.unhelpful : 0);
    else await this.conversations.setVote(reply.id, helpful ? 1 : 0, helpful ? 0 : 1);
  }

  async adminList(page: number, size: number): Promise<AdminConversationPage> {
    const { count, rows } = await this.conversations.page(page, size);
    const [cards, votes] = await Promise.all([this.users.cards(rows.map((c) => String(c.user_id))), this.conversations.voteCounts(rows.map((c) => c.conversation_id))]);
    return {
      count,
      list: rows.map((c) => ({
        id: c.conversation_id,
        topic: c.topic,
        user_info: userInfo(String(c.user_id), cards),
        helpful_count: votes.get(c.conversation_id)?.helpful ?? 0,
        unhelpful_count: votes.get(c.conversation_id)?.unhelpful ?? 0,
        created_at: c.created_at,
      })),
    };
  }

  async adminDetail(conversationId: string): Promise<AdminConversationDetail> {
    const conversation = await this.conversations.find(conversationId);
    if (!conversation) throw new NotFoundError(NOT_FOUND);
    const cards = await this.users.cards([String(conversation.user_id)]);
    return { conversation_id: conversation.conversation_id, topic: conversation.topic, user_info: userInfo(String(conversation.user_id), cards), records: await this.recordsOf(conversation), created_at: conversation.created_at };
  }

  async remove(conversationId: string): Promise<void> {
    if (!(await this.conversations.remove(conversationId))) throw new NotFoundError(NOT_FOUND);
  }

  private async recordsOf(conversation: ConversationRow): Promise<ConversationRecord[]> {
    return (await this.conversations.records(conversation.conversation_id)).map(presentRecord);
  }
}

function presentRecord(r: RecordRow): ConversationRecord {
  return {
    chat_completion_id: r.chat_completion_id, role: r.role, content: r.content,
    ...(r.reasoning_content ? { reasoning_content: r.reasoning_content } : {}),
    helpful: r.helpful, unhelpful: r.unhelpful, created_at: r.created_at,
  };
}

/** The asker's card; an account since removed shows as an empty one (its conversations go with it). */
function userInfo(id: string, cards: Map<string, { username: string; display_name: string; avatar: unknown; rank: number }>): ConversationUser {
  const card = cards.get(id);
  return { id, username: card?.username ?? '', display_name: card?.display_name ?? '', avatar: card ? avatarUrl(card.avatar) : '', rank: card?.rank ?? 0 };
}
