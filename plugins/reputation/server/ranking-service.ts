import { avatarUrl, type Cache, type Clock, type UserCard, type UserDirectory } from '../../../kernel/api.ts';
import { RANKING_LIMIT, RANKING_WINDOW_SECONDS, type RankedUser, type Ranking } from '../schemas/rank.ts';
import type { ActivityRepository } from './activity-repository.ts';
import { VOTE_CAST_KINDS } from './point-table.ts';

const KEY = 'reputation:ranking';
/**
 * Events drop the cached board; this bounds how long the week's window and a role change (which
 * raises no event) may lag when nothing else happens.
 */
const TTL_SECONDS = 600;
/** Outlives any board, so a generation never comes back while a board of it may be cached. */
const GENERATION_TTL_SECONDS = 30 * 24 * 3600;

/**
 * `user/ranking`: the week's top members by reputation gained and by votes cast, plus staff.
 * Built once and kept in the Cache port (shared by every process); reputation changes, votes and
 * member status changes drop it, so requests read it instead of recomputing it.
 */
export class RankingService {
  constructor(
    private readonly repo: ActivityRepository,
    private readonly users: UserDirectory,
    private readonly cache: Cache,
    private readonly clock: Clock,
  ) {}

  /**
   * Boards are kept per generation and an event starts a new one, so a board built from reads
   * that raced an event is stored under the old generation and never served after it.
   */
  async ranking(): Promise<Ranking> {
    const key = `${KEY}:${(await this.cache.get<number>(`${KEY}:generation`)) ?? 0}`;
    const cached = await this.cache.get<Ranking>(key);
    if (cached) return cached;
    const fresh = await this.build();
    await this.cache.set(key, fresh, TTL_SECONDS);
    return fresh;
  }

  async invalidate(): Promise<void> {
    await this.cache.increment(`${KEY}:generation`, GENERATION_TTL_SECONDS);
  }

  private async build(): Promise<Ranking> {
    const since = this.clock.now() - RANKING_WINDOW_SECONDS;
    const [gained, voted, staff] = await Promise.all([
      this.repo.gainedMost(since, RANKING_LIMIT),
      this.repo.votedMost(since, VOTE_CAST_KINDS, RANKING_LIMIT),
      this.users.staff(),
    ]);
    const cards = await this.users.cards([...gained, ...voted].map((s) => s.userId));
    const shown = (card: UserCard | undefined): card is UserCard => !!card && card.status !== 'deleted';
    const entry = (card: UserCard, rank: number, votes: number): RankedUser => ({
      username: card.username, display_name: card.display_name, avatar: avatarUrl(card.avatar), rank, vote_count: votes,
    });
    const column = (stats: { userId: string; total: number }[], pick: (total: number, card: UserCard) => RankedUser) =>
      stats.flatMap((s) => {
        const card = cards.get(s.userId);
        return shown(card) ? [pick(s.total, card)] : [];
      });
    return {
      users_with_the_most_reputation: column(gained, (total, card) => entry(card, total, 0)),
      users_with_the_most_vote: column(voted, (total, card) => entry(card, card.rank, total)),
      staffs: staff.filter(shown).map((card) => entry(card, card.rank, 0)),
    };
  }
}
