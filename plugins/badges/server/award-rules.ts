import type { DomainEvents } from '../../../kernel/api.ts';
import type { AuthorPosts, PostRecords } from '../../questions/server/api.ts';
import type { VoteCast } from '../../votes/server/api.ts';
import type { Evidence, EvidenceKind } from './api.ts';
import type { Candidate } from './award-service.ts';
import type { ActiveBadges } from './active-badges.ts';
import type { BadgeRow, RuleName } from './badge-repository.ts';
import { heldKey, type HeldAwards } from './held-awards.ts';
import type { MemberReads } from './member-reads.ts';

/** The rule each kind of evidence feeds. */
export const EVIDENCE_RULES: Record<EvidenceKind, RuleName> = { post_edited: 'FirstPostEdit', post_flagged: 'FirstFlaggedPost', post_reacted: 'FirstReactedPost' };

/** No post: the Autobiographer is earned by a profile. */
export const NO_POST = '0';

/**
 * Answer's award rules (internal/repo/badge/badge_event_rule.go), each turning an event into
 * the badges it earns. Only active badges are given; which member earns what:
 *
 * - FirstUpdateUserProfile: a member who saved a profile with a bio.
 * - FirstPostEdit: the member whose edit of a question or answer was applied.
 * - FirstVotedPost: a member's first upvote (Answer counts any vote; the badge says upvote).
 * - FirstAcceptAnswer: the asker who accepted an answer.
 * - ReachAnswerAcceptedAmount: an answerer with `amount` accepted answers.
 * - ReachAnswerVote / ReachQuestionVote: the author of a post whose score reached `amount`,
 *   once per post (Answer counts upvotes only; the badges' own words say "score").
 * - FirstFlaggedPost / FirstReactedPost: from the evidence the reports and reactions plugins send.
 * - FirstSharedPost: a member whose share link someone else opened (`badge/share`).
 */
export class AwardRules {
  constructor(
    private readonly badges: ActiveBadges,
    private readonly held: HeldAwards,
    private readonly members: MemberReads,
    private readonly posts: () => PostRecords | undefined,
    private readonly authorPosts: () => AuthorPosts | undefined,
  ) {}

  async profileSaved(e: DomainEvents['user.profile_updated']): Promise<Candidate[]> {
    if (!(await this.members.withBio([e.userId])).has(e.userId)) return [];
    return this.each(['FirstUpdateUserProfile'], (badge) => ({ badge, userId: e.userId, awardKey: NO_POST }));
  }

  edited(e: { questionId: string; answerId?: string; userId: string }): Promise<Candidate[]> {
    return this.each(['FirstPostEdit'], (badge) => ({ badge, userId: e.userId, awardKey: e.answerId ?? e.questionId }));
  }

  async voted(e: VoteCast): Promise<Candidate[]> {
    // Only an upvote earns anything: a downvote or a cancel lowers no bar it could pass.
    if (e.current !== 'vote_up' || e.previous === 'vote_up') return [];
    const scoreRule: RuleName | undefined = e.objectType === 'answer' ? 'ReachAnswerVote' : e.objectType === 'question' ? 'ReachQuestionVote' : undefined;
    const badges = await this.badges.for(scoreRule ? ['FirstVotedPost', scoreRule] : ['FirstVotedPost']);
    const candidates: Candidate[] = badges.filter((b) => b.handler === 'FirstVotedPost').map((badge) => ({ badge, userId: e.userId, awardKey: e.objectId }));
    // A post past every bar has its author's badges already: its score need not be read.
    const reachable = badges.filter((b) => b.handler === scoreRule && b.amount > 0 && !this.held.has(heldKey(b, e.objectUserId, e.objectId)));
    const posts = this.posts();
    if (reachable.length && posts) {
      const score = (await posts.voteCounts([e.objectId])).get(e.objectId) ?? 0;
      for (const badge of reachable) if (score >= badge.amount) candidates.push({ badge, userId: e.objectUserId, awardKey: e.objectId });
    }
    return candidates;
  }

  async accepted(e: DomainEvents['answer.accepted']): Promise<Candidate[]> {
    if (!e.accepted) return [];
    const badges = await this.badges.for(['FirstAcceptAnswer', 'ReachAnswerAcceptedAmount']);
    const candidates: Candidate[] = badges.filter((b) => b.handler === 'FirstAcceptAnswer').map((badge) => ({ badge, userId: e.userId, awardKey: e.answerId }));
    const counted = badges.filter((b) => b.handler === 'ReachAnswerAcceptedAmount' && b.amount > 0);
    if (counted.length && e.authorId !== '0') {
      const enough = Math.max(...counted.map((b) => b.amount));
      const accepted = enough <= 1 ? 1 : await this.acceptedAnswers(e.authorId, enough);
      for (const badge of counted) if (accepted >= badge.amount) candidates.push({ badge, userId: e.authorId, awardKey: e.answerId });
    }
    return candidates;
  }

  /** Someone opened a question through a member's share link (Answer's `?share=`, Quorum's `?shareUserId=`). */
  shared(e: { userId: string; questionId: string }): Promise<Candidate[]> {
    return this.each(['FirstSharedPost'], (badge) => ({ badge, userId: e.userId, awardKey: e.questionId }));
  }

  evidence(e: Evidence): Promise<Candidate[]> {
    return this.each([EVIDENCE_RULES[e.kind]], (badge) => ({ badge, userId: e.userId, awardKey: e.objectId }));
  }

  private async each(rules: RuleName[], make: (badge: BadgeRow) => Candidate): Promise<Candidate[]> {
    return (await this.badges.for(rules)).map(make);
  }

  /** The author's accepted live answers, counted up to `enough` (an event says one was just accepted). */
  private async acceptedAnswers(authorId: string, enough: number): Promise<number> {
    const source = this.authorPosts();
    if (!source) return 1;
    let accepted = 0;
    for (let page = 1; accepted < enough; page += 1) {
      const { list } = await source.answers(authorId, { order: 'newest', page, pageSize: 100 });
      accepted += list.filter((a) => a.accepted === 2).length;
      if (list.length < 100) break;
    }
    return accepted;
  }
}
