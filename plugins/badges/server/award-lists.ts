import type { Knex } from 'knex';
import { IdGenerator, NotFoundError, type Language, type PluginContext, type UserDirectory } from '../../../kernel/api.ts';
import { basicInfo, toShortId, unknownUser, type PostDirectory } from '../../questions/server/api.ts';
import { RECENT_LIMIT, type AwardItem, type AwardsPage, type AwardsPageQuery, type UserBadges } from '../schemas/badge.ts';
import type { AwardRepository, AwardRow } from './award-repository.ts';
import type { BadgeCatalogue } from './badge-catalogue.ts';
import { BadgeStatusId, type BadgeRepository } from './badge-repository.ts';
import { BadgeTexts } from './badge-texts.ts';

const memberNotFound = () => new NotFoundError('error.user.not_found', [{ error_field: 'username', error_msg: 'error.user.not_found' }]);

type Where = Pick<AwardItem, 'object_id' | 'question_id' | 'answer_id' | 'comment_id' | 'object_type' | 'url_title'>;
const NOWHERE: Where = { object_id: '', question_id: '', answer_id: '', comment_id: '', object_type: '', url_title: '' };

/**
 * Who earned what: a badge's page of earners (`badge/awards/page`) and a member's badges
 * (`badge/user/awards`, `…/recent`). The post an award names is shown while anyone may read
 * it; a deleted or held post, or a comment, leaves those fields blank (Answer blanks deleted ones).
 */
export class AwardLists {
  constructor(
    private readonly catalogue: BadgeCatalogue,
    private readonly badges: BadgeRepository,
    private readonly awards: AwardRepository,
    private readonly members: Pick<UserDirectory, 'cards' | 'byUsername'>,
    private readonly posts: () => PostDirectory,
    private readonly db: () => Knex,
    private readonly i18n: Pick<PluginContext['i18n'], 't'>,
  ) {}

  async page(query: AwardsPageQuery): Promise<AwardsPage> {
    const badge = await this.catalogue.active(query.badge_id);
    const member = query.username ? await this.member(query.username) : undefined;
    const { count, rows } = await this.awards.page(badge.id, member ? Number(member) : undefined, query.page ?? 1, query.page_size ?? 30);
    const cards = await this.members.cards(rows.map((r) => String(r.user_id)));
    const list = await Promise.all(rows.map(async (row): Promise<AwardItem> => {
      const card = cards.get(String(row.user_id));
      return { created_at: row.created_at, ...(await this.where(row)), author_user_info: card ? basicInfo(card) : unknownUser(String(row.user_id)) };
    }));
    return { count, list };
  }

  /** The member's active badges with how often they earned each: all of them, or the ten most recent. */
  async ofMember(username: string, language: Language, recent: boolean): Promise<UserBadges> {
    const userId = Number(await this.member(username));
    const texts = new BadgeTexts(this.i18n, language);
    const active = new Map((await this.badges.all()).filter((b) => b.status === BadgeStatusId.active).map((b) => [b.id, b]));
    const held = recent
      ? (await this.awards.recentOfMember(userId)).map((r) => [r.badge_id, r.n] as const)
      : [...(await this.awards.countsOfMember(userId))].sort(([a], [b]) => (active.get(a)?.sort ?? 0) - (active.get(b)?.sort ?? 0));
    const list = held
      .filter(([id]) => active.has(id))
      .slice(0, recent ? RECENT_LIMIT : undefined)
      .map(([id, n]) => {
        const badge = active.get(id)!;
        return { id: toShortId(badge.id), name: texts.name(badge.slug), icon: badge.icon, earned_count: n, level: badge.level };
      });
    return { count: list.length, list };
  }

  private async member(username: string): Promise<string> {
    const card = await this.members.byUsername(username);
    if (!card) throw memberNotFound();
    return card.id;
  }

  private async where(row: AwardRow): Promise<Where> {
    const type = IdGenerator.typeOf(row.award_key);
    if (type !== 'question' && type !== 'answer') return NOWHERE;
    const post = await this.posts().find(this.db(), row.award_key);
    if (!post || post.status === 'deleted' || post.status === 'pending') return NOWHERE;
    return {
      object_id: post.id, question_id: post.question_id, answer_id: post.type === 'answer' ? post.id : '', comment_id: '', object_type: post.type,
      // Answer's url_title is the title a badge's page shows as the link's text.
      url_title: post.title,
    };
  }
}
