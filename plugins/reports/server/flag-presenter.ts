import { avatarUrl, type Language, type UserCard, type UserDirectory } from '../../../kernel/api.ts';
import type { CommentModeration, FlaggedComment } from '../../comments/server/api.ts';
import type { FlaggedPost, PostModeration, Reasons } from '../../questions/server/api.ts';
import type { MemberCard as UserBasicInfo } from '../../../schemas/api/user.ts';
import type { FlagItem, FlagPage } from '../schemas/report.ts';
import { ReportStatus, type ReportRow } from './report-repository.ts';

const STATUS_NAMES: Record<number, FlagItem['status']> = { [ReportStatus.pending]: 'pending', [ReportStatus.completed]: 'completed', [ReportStatus.ignored]: 'ignored' };

/** Answer's UserBasicInfo from the kernel's public card; a member whose row is gone shows as deleted. */
function basicInfo(id: string, card: UserCard | undefined): UserBasicInfo {
  return {
    id, username: card?.username ?? '', display_name: card?.display_name ?? '', avatar: card ? avatarUrl(card.avatar) : '', rank: card?.rank ?? 0,
    website: '', location: '', language: '', status: card?.status ?? 'deleted', suspended_until: 0,
  };
}

/** A post gone from the questions plugin's tables (it never is, but a page must not fail on it). */
function missingPost(row: ReportRow): FlaggedPost {
  return {
    // A comment whose post cannot be found names no post at all.
    type: row.object_type === 'question' ? 'question' : 'answer', id: row.object_type === 'comment' ? '' : row.object_id, question_id: '', user_id: row.reported_user_id, title: '', url_title: '', original_text: '', parsed_text: '',
    status: 10, show: 1, answer_count: 0, accepted: false, tags: [], link: '',
  };
}

/** A flagged comment's own text and state (10 once deleted); a comment gone entirely shows empty. */
function commentShown(comment: FlaggedComment | undefined) {
  return { original_text: comment?.original_text ?? '', parsed_text: comment?.parsed_text ?? '', object_status: comment?.deleted ? 10 : 1, object_show_status: 1 };
}

/** Flags with the flagged post in place, its author, who flagged it and why. */
export class FlagPresenter {
  constructor(
    private readonly users: UserDirectory,
    private readonly moderation: () => PostModeration,
    private readonly reasons: () => Reasons,
    private readonly commentDesk: () => CommentModeration | undefined,
  ) {}

  async page(found: { count: number; list: ReportRow[] }, language: Language): Promise<FlagPage> {
    const commentIds = found.list.filter((r) => r.object_type === 'comment').map((r) => r.object_id);
    const comments = commentIds.length ? ((await this.commentDesk()?.comments(commentIds)) ?? new Map<string, FlaggedComment>()) : new Map<string, FlaggedComment>();
    const postIds = found.list.map((r) => (r.object_type === 'comment' ? comments.get(r.object_id)?.object_id ?? '' : r.object_id)).filter(Boolean);
    const posts = await this.moderation().posts([...new Set(postIds)]);
    const cards = await this.users.cards([...new Set(found.list.flatMap((r) => [r.user_id, r.reported_user_id]))]);
    const reasons = {
      question: this.reasons().list('question', 'flag', language),
      answer: this.reasons().list('answer', 'flag', language),
      comment: this.reasons().list('comment', 'flag', language),
    };
    return {
      count: found.count,
      list: found.list.map((row) => {
        const comment = row.object_type === 'comment' ? comments.get(row.object_id) : undefined;
        const post = posts.get(comment ? comment.object_id : row.object_id) ?? missingPost(row);
        const authorId = comment ? comment.user_id : post.user_id;
        return {
          flag_id: row.id, status: STATUS_NAMES[row.status] ?? 'completed', object_id: row.object_id, object_type: row.object_type,
          question_id: post.question_id, answer_id: post.type === 'answer' ? post.id : '', comment_id: row.object_type === 'comment' ? row.object_id : '',
          title: post.title, url_title: post.url_title, tags: post.tags, answer_count: post.answer_count, answer_accepted: post.accepted,
          ...(row.object_type === 'comment' ? commentShown(comment) : { original_text: post.original_text, parsed_text: post.parsed_text, object_status: post.status, object_show_status: post.show }),
          author_user_info: basicInfo(authorId, cards.get(authorId)), submitter_user: basicInfo(row.user_id, cards.get(row.user_id)),
          reason: reasons[row.object_type].find((r) => r.reason_type === row.report_type) ?? null, reason_content: row.content,
          created_at: row.created_at, submit_at: row.created_at, flagged_type: row.flagged_type as FlagItem['flagged_type'], handled_at: row.handled_at,
          link: comment ? `${post.link}?commentId=${comment.id}` : post.link,
        };
      }),
    };
  }
}
