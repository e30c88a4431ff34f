import type { Knex } from 'knex';
import { IdGenerator, InputError, NotFoundError, type Clock, type Language, type PluginContext, type SessionUser, type UserDirectory } from '../../../kernel/api.ts';
import type {} from '../../badges/server/api.ts';
import { seesPost, type PostDirectory } from '../../questions/server/api.ts';
import { EMOJIS, TOOLTIP_NAMES, type Emoji, type ReactionBody, type ReactionSummary } from '../schemas/reaction.ts';
import type { ReactionRepository, ReactionRow } from './reaction-repository.ts';

const notFound = () => new NotFoundError('error.object.not_found', [{ error_field: 'object_id', error_msg: 'error.object.not_found' }]);

/**
 * Reactions on questions and answers (Answer 2.0's `meta/reaction`): each member adds or takes
 * back a heart, a smile or a frown; the summary counts each emoji's members and names the first
 * few. Answer reacts on questions and answers only; comments are not posts it reacts on.
 */
export class ReactionService {
  constructor(
    private readonly db: () => Knex,
    private readonly reactions: ReactionRepository,
    private readonly posts: () => PostDirectory,
    private readonly members: Pick<UserDirectory, 'cards'>,
    private readonly i18n: Pick<PluginContext['i18n'], 't'>,
    private readonly clock: Clock,
    private readonly events: PluginContext['events'],
  ) {}

  async summary(objectId: string, viewer: SessionUser | undefined, language: Language): Promise<ReactionSummary> {
    return this.present(await this.reactions.of(objectId), viewer, language);
  }

  /**
   * A member's summary from the visitors' (`visitorCache.members`): which of the emoji they chose.
   * A member is always counted (their account is there), so a summary naming an emoji they chose
   * counts them in it; the summary is the same for every reader otherwise.
   */
  async overlay(kept: ReactionSummary, objectId: string, viewer: SessionUser): Promise<ReactionSummary> {
    if (kept.reaction_summary.length === 0) return kept;
    const mine = await this.reactions.emojisOf(objectId, Number(viewer.id));
    return { ...kept, reaction_summary: kept.reaction_summary.map((r) => ({ ...r, is_active: mine.has(r.emoji) })) };
  }

  async react(user: SessionUser, body: ReactionBody, language: Language): Promise<ReactionSummary> {
    const type = IdGenerator.typeOf(body.object_id);
    if (type !== 'question' && type !== 'answer') throw notFound();
    const rows = await this.db().transaction(async (trx) => {
      const post = await this.posts().find(trx, body.object_id);
      if (!post || !seesPost(post, user)) throw notFound();
      if (body.reaction === 'activate') {
        if (post.status === 'deleted') throw new InputError('error.object.already_deleted', { err_type: 'toast' });
        await this.reactions.add(trx, { object_id: post.id, user_id: Number(user.id), emoji: body.emoji, created_at: this.clock.now() });
        // Told to the badges plugin (First Reaction), which keeps one award however often it hears it.
        await this.events.emit('badges.evidence', { kind: 'post_reacted', userId: user.id, objectId: post.id }, trx);
      } else {
        await this.reactions.remove(trx, post.id, Number(user.id), body.emoji);
      }
      return this.reactions.of(post.id, trx);
    });
    return this.present(rows, user, language);
  }

  /** Rows as Answer's summary; members whose account is gone are not counted. */
  private async present(rows: ReactionRow[], viewer: SessionUser | undefined, language: Language): Promise<ReactionSummary> {
    const cards = await this.members.cards([...new Set(rows.map((r) => String(r.user_id)))]);
    const byEmoji = new Map<Emoji, string[]>();
    for (const row of rows) {
      if (!EMOJIS.includes(row.emoji) || !cards.has(String(row.user_id))) continue;
      const ids = byEmoji.get(row.emoji) ?? [];
      ids.push(String(row.user_id));
      byEmoji.set(row.emoji, ids);
    }
    return {
      reaction_summary: [...byEmoji].map(([emoji, ids]) => {
        const names = ids.slice(0, TOOLTIP_NAMES).map((id) => cards.get(id)!.display_name).join(', ');
        const more = ids.length - TOOLTIP_NAMES;
        return {
          emoji,
          count: ids.length,
          tooltip: more > 0 ? this.i18n.t(language, 'plugin.reactions.tooltip', { names, count: more }) : names,
          is_active: !!viewer && ids.includes(viewer.id),
        };
      }),
    };
  }
}
