import type { RequestHandler } from 'express';
import type { FromSchema } from 'json-schema-to-ts';
import { defineRoute, type RouteDefinition } from '../../../../kernel/api.ts';
import { COMMENT_MAX, COMMENT_MIN, COMMENT_ORDERS, COMMENT_PAGE_SIZE_MAX, commentEditedSchema, commentPageSchema, commentSchema } from '../../schemas/comment.ts';
import type { CommentQueryService } from '../comment-query-service.ts';
import type { CommentWriteService } from '../comment-write-service.ts';

const id = { type: 'string', minLength: 1, maxLength: 32 } as const;
const text = { type: 'string', minLength: COMMENT_MIN, maxLength: COMMENT_MAX, notBlank: true } as const;
const captcha = { captcha_id: { type: 'string', maxLength: 100 }, captcha_code: { type: 'string', maxLength: 100 } } as const;

const pageQuery = {
  type: 'object',
  required: ['object_id'],
  properties: {
    object_id: id,
    comment_id: { type: 'string', maxLength: 32 },
    page: { type: 'integer', minimum: 1, default: 1 },
    page_size: { type: 'integer', minimum: 1, maximum: COMMENT_PAGE_SIZE_MAX },
    query_cond: { enum: COMMENT_ORDERS, default: 'vote' },
  },
} as const;

const oneQuery = { type: 'object', required: ['id'], properties: { id } } as const;

const addBody = {
  type: 'object',
  required: ['object_id', 'original_text'],
  properties: {
    object_id: id,
    original_text: text,
    mention_username_list: { type: 'array', maxItems: 20, items: { type: 'string', maxLength: 50 } },
    reply_comment_id: { type: 'string', maxLength: 32 },
    ...captcha,
  },
} as const;

const editBody = { type: 'object', required: ['comment_id', 'original_text'], properties: { comment_id: id, original_text: text, ...captcha } } as const;
const deleteBody = { type: 'object', required: ['comment_id'], properties: { comment_id: id, ...captcha } } as const;

type PageQuery = FromSchema<typeof pageQuery>;

/**
 * The comment calls of SPEC §7.2 (Answer's comment controller). `captcha(action)`: the guard
 * asking for a captcha when Answer's strategy wants one (adding is `comment`, editing `edit`,
 * deleting `delete`).
 */
export function commentRoutes(reader: CommentQueryService, writer: CommentWriteService, captcha: (action: 'comment' | 'edit' | 'delete') => RequestHandler): RouteDefinition<any, any>[] {
  return [
    defineRoute<unknown, PageQuery>({
      method: 'get', path: '/comment/page', access: 'optional', query: pageQuery, response: commentPageSchema,
      visitorCache: { members: (kept, { user, language }) => reader.overlay(kept, user, language) },
      handler: ({ query, user, req }) =>
        reader.page({ ...query, page: query.page ?? 1, query_cond: query.query_cond ?? 'vote', comment_id: query.comment_id || undefined }, user, req.quorum.language),
    }),
    defineRoute<unknown, FromSchema<typeof oneQuery>>({
      method: 'get', path: '/comment', access: 'optional', query: oneQuery, response: commentSchema,
      handler: ({ query, user, req }) => reader.one(query.id, user, req.quorum.language),
    }),
    defineRoute<FromSchema<typeof addBody>>({
      method: 'post', path: '/comment', access: 'activated', body: addBody, response: commentSchema, guards: [captcha('comment')],
      handler: async ({ body, user, req }) => {
        const row = await writer.create(user!, { ...body, reply_comment_id: body.reply_comment_id || undefined });
        const [view] = await reader.present([row], user, req.quorum.language);
        return view;
      },
    }),
    defineRoute<FromSchema<typeof editBody>>({
      method: 'put', path: '/comment', access: 'activated', body: editBody, response: commentEditedSchema, guards: [captcha('edit')],
      handler: ({ body, user }) => writer.update(user!, body.comment_id, body.original_text),
    }),
    defineRoute<FromSchema<typeof deleteBody>>({
      method: 'delete', path: '/comment', access: 'activated', body: deleteBody, response: { type: 'null' }, guards: [captcha('delete')],
      handler: async ({ body, user }) => {
        await writer.remove(user!, body.comment_id);
        return null;
      },
    }),
  ];
}
