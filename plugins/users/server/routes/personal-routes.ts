import type { FromSchema } from 'json-schema-to-ts';
import { defineRoute, DRAW_WHOLE, isStaff, type MemberOverlay, type RouteDefinition } from '../../../../kernel/api.ts';
import {
  PERSONAL_ORDERS, PERSONAL_PAGE_SIZE, PERSONAL_PAGE_SIZE_MAX, personalAnswerPageSchema, personalCommentPageSchema,
  personalQuestionPageSchema, personalUserSchema, personalVotePageSchema, topPostsSchema,
} from '../../schemas/personal.ts';
import type { PersonalService } from '../personal-service.ts';

const username = { type: 'string', minLength: 1, maxLength: 100 } as const;
const paging = {
  page: { type: 'integer', minimum: 1, default: 1 },
  page_size: { type: 'integer', minimum: 1, maximum: PERSONAL_PAGE_SIZE_MAX, default: PERSONAL_PAGE_SIZE },
} as const;

const userQuery = { type: 'object', required: ['username'], properties: { username: { ...username, maxLength: 500 } } } as const;
const postPageQuery = { type: 'object', required: ['username'], properties: { username, order: { enum: PERSONAL_ORDERS, default: 'newest' }, ...paging } } as const;
const commentPageQuery = { type: 'object', required: ['username'], properties: { username, ...paging } } as const;
const votePageQuery = { type: 'object', properties: { username, ...paging } } as const;

type PostPageQuery = FromSchema<typeof postPageQuery>;
const pagingOf = (q: { page?: number; page_size?: number }) => ({ page: q.page ?? 1, pageSize: q.page_size ?? PERSONAL_PAGE_SIZE });

/**
 * SPEC §7.2 Profiles: personal/user/info, qa/top and the question, answer, comment and vote pages.
 * A visitor's profile reads are kept (web-pages' visitor cache; writes drop them) and serve
 * members too: the info, top posts and question list differ only for the member themself and
 * staff (who see the member's hidden questions), whose are drawn whole.
 */
/** The member themself and staff are drawn whole; other members see what visitors see. (MariaDB matches names regardless of case.) */
const othersSeeVisitors: MemberOverlay<{ username?: string }> = async (kept, { user, query }) =>
  user.username.toLowerCase() === query.username?.toLowerCase() || isStaff(user) ? DRAW_WHOLE : kept;

export function personalRoutes(personal: PersonalService): RouteDefinition<any, any>[] {
  return [
    defineRoute<unknown, FromSchema<typeof userQuery>>({
      // The member itself, not wrapped: Answer's Swagger names a `{ info }` wrapper, but its handler (and its UI) use the bare object.
      method: 'get', path: '/personal/user/info', access: 'optional', query: userQuery, response: personalUserSchema, visitorCache: { members: othersSeeVisitors },
      handler: ({ query, user, req }) => personal.info(query.username, user, req.quorum.language),
    }),
    defineRoute<unknown, FromSchema<typeof userQuery>>({
      method: 'get', path: '/personal/qa/top', access: 'optional', query: userQuery, response: topPostsSchema, visitorCache: { members: othersSeeVisitors },
      handler: ({ query, user, req }) => personal.top(query.username, user, req.quorum.language),
    }),
    defineRoute<unknown, PostPageQuery>({
      method: 'get', path: '/personal/question/page', access: 'optional', query: postPageQuery, response: personalQuestionPageSchema, visitorCache: { members: othersSeeVisitors },
      handler: ({ query, user }) => personal.questions(query.username, user, query.order ?? 'newest', pagingOf(query)),
    }),
    defineRoute<unknown, PostPageQuery>({
      method: 'get', path: '/personal/answer/page', access: 'optional', query: postPageQuery, response: personalAnswerPageSchema, visitorCache: { members: 'same' },
      handler: ({ query, req }) => personal.answers(query.username, query.order ?? 'newest', pagingOf(query), req.quorum.language),
    }),
    defineRoute<unknown, FromSchema<typeof commentPageQuery>>({
      method: 'get', path: '/personal/comment/page', access: 'optional', query: commentPageQuery, response: personalCommentPageSchema, visitorCache: { members: 'same' },
      handler: ({ query, req }) => personal.commentPage(query.username, pagingOf(query), req.quorum.language),
    }),
    defineRoute<unknown, FromSchema<typeof votePageQuery>>({
      method: 'get', path: '/personal/vote/page', access: 'member', query: votePageQuery, response: personalVotePageSchema,
      handler: ({ query, user, req }) => personal.votePage(user!, query.username, pagingOf(query), req.quorum.language),
    }),
  ];
}
