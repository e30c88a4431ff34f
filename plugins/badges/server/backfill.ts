import type { PostRecord, PostRecords } from '../../questions/server/api.ts';
import type { MemberVotes } from '../../votes/server/api.ts';
import { EVIDENCE_KINDS, type EvidenceSource } from './api.ts';
import { EVIDENCE_RULES, NO_POST } from './award-rules.ts';
import type { AwardService, Candidate } from './award-service.ts';
import type { BadgeRepository, BadgeRow, RuleName } from './badge-repository.ts';
import type { MemberReads } from './member-reads.ts';

/** Rows read per step: members, questions (with their answers), evidence. */
const BATCH = 100;

/**
 * Gives the members already on the site what the rules would have given them had badges been
 * there (after install, or after the plugin was switched off for a while): the same rules,
 * read from what the site holds instead of from events. Awards already held stay as they are
 * (the award's unique key), so running it again gives only what is missing.
 *
 * What it reads: the members and their bios, and each member's votes until an upvote (kernel
 * `user` table, votes' MemberVotesPoint); live questions with their live answers (questions'
 * PostRecordsPoint: acceptances and scores); the evidence sources (edits, flags, reactions).
 * Deleted posts earn nothing here, as a vote or an acceptance on them is refused.
 */
export class Backfill {
  constructor(
    private readonly badges: BadgeRepository,
    private readonly members: MemberReads,
    private readonly awards: AwardService,
    private readonly posts: () => PostRecords | undefined,
    private readonly votes: () => MemberVotes | undefined,
    private readonly sources: () => EvidenceSource[],
  ) {}

  /** Runs every rule once over the site; `step` is called after each batch (progress, a lease). */
  async run(step: (line: string) => Promise<void> | void): Promise<number> {
    const active = (await this.badges.all()).filter((b) => b.status === 1);
    const of = (rule: RuleName) => active.filter((b) => b.handler === rule);
    let given = 0;
    const give = async (candidates: Candidate[]) => void (given += await this.awards.giveBatch(candidates));
    await this.memberRules(of('FirstUpdateUserProfile'), of('FirstVotedPost'), give, step);
    await this.postRules(of, give, step);
    for (const kind of EVIDENCE_KINDS) {
      const badges = of(EVIDENCE_RULES[kind]);
      if (badges.length === 0) continue;
      // A member's first evidence earns the badge: the rest need not even be looked up.
      const seen = new Set<string>();
      for (const source of this.sources().filter((s) => s.kinds.includes(kind))) {
        for (let after = ''; ; ) {
          const { evidence, next } = await source.list(kind, after, BATCH);
          const firsts = evidence.filter((e) => !seen.has(e.userId) && seen.add(e.userId));
          await give(firsts.flatMap((e) => badges.map((badge) => ({ badge, userId: e.userId, awardKey: e.objectId }))));
          await step(`${kind}: ${next || 'done'}`);
          if (!next) break;
          after = next;
        }
      }
    }
    return given;
  }

  /** The Autobiographer (a bio) and First Upvote (a member's first upvote on a post), member by member. */
  private async memberRules(profile: BadgeRow[], upvote: BadgeRow[], give: (c: Candidate[]) => Promise<void>, step: (line: string) => Promise<void> | void): Promise<void> {
    const votes = this.votes();
    if (profile.length === 0 && (upvote.length === 0 || !votes)) return;
    for (let after = 0; ; ) {
      const ids = await this.members.after(after, BATCH);
      if (ids.length === 0) break;
      const withBio = profile.length ? await this.members.withBio(ids.map(String)) : new Set<string>();
      const candidates: Candidate[] = [...withBio].flatMap((userId) => profile.map((badge) => ({ badge, userId, awardKey: NO_POST })));
      if (upvote.length && votes) {
        for (const id of ids) {
          const first = await this.firstUpvote(votes, String(id));
          if (first) candidates.push(...upvote.map((badge) => ({ badge, userId: String(id), awardKey: first })));
        }
      }
      await give(candidates);
      after = ids.at(-1)!;
      await step(`members up to ${after}`);
    }
  }

  private async firstUpvote(votes: MemberVotes, userId: string): Promise<string | undefined> {
    for (let page = 1; ; page += 1) {
      const { list } = await votes.page(userId, page, BATCH);
      const up = list.find((v) => v.vote_type === 'vote_up');
      if (up) return up.object_id;
      if (list.length < BATCH) return undefined;
    }
  }

  /** Scholar, Solved and the score badges, from live questions and their live answers. */
  private async postRules(of: (rule: RuleName) => BadgeRow[], give: (c: Candidate[]) => Promise<void>, step: (line: string) => Promise<void> | void): Promise<void> {
    const posts = this.posts();
    if (!posts) return;
    const [scholar, solved, answerScore, questionScore] = [of('FirstAcceptAnswer'), of('ReachAnswerAcceptedAmount'), of('ReachAnswerVote'), of('ReachQuestionVote')];
    // Accepted answers per author, and the first of them (the award's post).
    const accepted = new Map<string, { n: number; first: string }>();
    const score = (post: PostRecord, badges: BadgeRow[]) => badges.filter((b) => b.amount > 0 && post.voteCount >= b.amount).map((badge) => ({ badge, userId: post.userId, awardKey: post.id }));
    for (let after = '0'; ; ) {
      const page = await posts.after(after, BATCH);
      if (!page.lastId) break;
      const candidates: Candidate[] = [];
      const acceptedAnswers = new Map(page.posts.filter((p) => p.type === 'answer' && p.accepted).map((a) => [a.questionId, a]));
      for (const post of page.posts) {
        if (post.type === 'question') {
          const answer = acceptedAnswers.get(post.id);
          if (answer) candidates.push(...scholar.map((badge) => ({ badge, userId: post.userId, awardKey: answer.id })));
          candidates.push(...score(post, questionScore));
        } else {
          if (post.accepted) {
            const held = accepted.get(post.userId);
            accepted.set(post.userId, { n: (held?.n ?? 0) + 1, first: held?.first ?? post.id });
          }
          candidates.push(...score(post, answerScore));
        }
      }
      await give(candidates);
      after = page.lastId;
      await step(`questions up to ${after}`);
    }
    await give([...accepted].flatMap(([userId, { n, first }]) => solved.filter((b) => b.amount > 0 && n >= b.amount).map((badge) => ({ badge, userId, awardKey: first }))));
  }
}
