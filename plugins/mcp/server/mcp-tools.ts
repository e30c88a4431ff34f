import type { ApiReader, ApiWriter } from '../../../kernel/api.ts';

/** What one tool call may use: the caller's own API, read and written in process, as the key's admin. */
export interface ToolCaller {
  read: ApiReader;
  write: ApiWriter;
  readOnly: boolean;
  siteUrl: string;
  /** A refusal's reason in the caller's language. */
  explain(err: unknown): string;
}

export interface McpTool {
  name: string;
  description: string;
  inputSchema: { type: 'object'; properties: Record<string, { type: string; description: string }>; required?: string[] };
  /** Asks or answers: refused to read-only keys, and left out of their tool list. */
  writes?: boolean;
  call(args: Record<string, unknown>, caller: ToolCaller): Promise<unknown>;
}

/** A tool's answer that is not data: "nothing found", a refusal. */
export class ToolMessage {
  constructor(readonly text: string, readonly isError = false) {}
}

const text = (args: Record<string, unknown>, key: string) => (typeof args[key] === 'string' ? (args[key] as string).trim() : '');
const string = (description: string) => ({ type: 'string', description });

/** Answer's `available` answer status; deleted and pending ones never leave through a tool. */
const ANSWER_AVAILABLE = 1;

interface SearchPage { list: { object_type: string; object: { id: string; question_id: string; title: string; excerpt: string; status: string } }[] }
interface AnswerPage { list: { id: string; question_id: string; content: string; status: number }[] }
interface CommentPage { list: { comment_id: string; object_id: string; original_text: string }[] }
interface Tag { slug_name: string; display_name: string; original_text: string }
interface Member { username: string; display_name: string; avatar: string; status: string }

/** The search words Answer's `get_questions` builds: keywords, `user:`, `score:`, `[tag]`, questions only. */
function questionQuery(args: Record<string, unknown>): string {
  const parts = [text(args, 'keyword')];
  const username = text(args, 'username');
  if (username) parts.push(`user:${username}`);
  const score = Number(args.score);
  if (Number.isInteger(score) && score > 0) parts.push(`score:${score}`);
  for (const tag of text(args, 'tag').split(/[;,\s]+/).filter(Boolean)) parts.push(`[${tag}]`);
  parts.push('is:question');
  return parts.filter(Boolean).join(' ');
}

/**
 * Answer 2.0's MCP tools, with its names and arguments, each answer carrying the post's URL;
 * then the write tools Quorum adds. Every one goes through the site's own API routes, so the
 * routes' guards, limits, validation and visibility rules hold (deleted posts are filtered out
 * besides: the key's admin could see them).
 */
export const MCP_TOOLS: McpTool[] = [
  {
    name: 'get_questions',
    description: 'Searching for questions that already existed in the system. After the search, you can use the get_answers_by_question_id tool to get answers for the questions.',
    inputSchema: {
      type: 'object',
      properties: {
        keyword: string('Keyword to search for questions. Multiple keywords separated by spaces'),
        username: string('Search for questions that contain only those created by the specified user'),
        tag: string('Filter by tag (semicolon separated for multiple tags)'),
        score: string('Minimum score that the question must have'),
      },
    },
    async call(args, { read, siteUrl }) {
      const page = (await read('/search', { q: questionQuery(args), order: 'newest', page: 1, size: 5 })) as SearchPage | undefined;
      const found = (page?.list ?? []).filter((item) => item.object_type === 'question' && item.object.status !== 'deleted');
      return found.map(({ object: q }) => ({ question_id: q.question_id, title: q.title, content: q.excerpt, link: `${siteUrl}/questions/${q.question_id}` }));
    },
  },
  {
    name: 'get_answers_by_question_id',
    description: 'Search for all answers corresponding to the question ID. The question ID is provided by get_questions tool.',
    inputSchema: { type: 'object', properties: { question_id: string('The ID of the question to which the answer belongs. The question ID is provided by get_questions tool.') } },
    async call(args, { read, siteUrl }) {
      const page = (await read('/answer/page', { question_id: text(args, 'question_id'), page: 1, page_size: 100 })) as AnswerPage | undefined;
      if (!page) return new ToolMessage('Question not found.');
      return page.list.filter((a) => a.status === ANSWER_AVAILABLE).map((a) => ({
        question_id: a.question_id, answer_id: a.id, answer_content: a.content, link: `${siteUrl}/questions/${a.question_id}/${a.id}`,
      }));
    },
  },
  {
    name: 'get_comments',
    description: 'Searching for comments that already existed in the system',
    inputSchema: { type: 'object', properties: { object_id: string('Queries comments on an object, either a question or an answer. object_id is the id of the object.') } },
    async call(args, { read, siteUrl }) {
      const page = (await read('/comment/page', { object_id: text(args, 'object_id'), page: 1 })) as CommentPage | undefined;
      if (!page?.list.length) return new ToolMessage('No comments found.');
      return page.list.map((c) => ({ comment_id: c.comment_id, content: c.original_text, object_id: c.object_id, link: `${siteUrl}/comments/${c.comment_id}` }));
    },
  },
  {
    name: 'get_tags',
    description: 'Searching for tags that already existed in the system',
    inputSchema: { type: 'object', properties: { tag_name: string('Tag name') } },
    async call(args, { read, siteUrl }) {
      const page = (await read('/tags/page', { slug_name: text(args, 'tag_name'), page: 1, page_size: 10, query_cond: 'newest' })) as { list: Tag[] } | undefined;
      if (!page?.list.length) return new ToolMessage('No tags found.');
      return page.list.map((t) => tagResult(t, siteUrl));
    },
  },
  {
    name: 'get_tag_detail',
    description: 'Get detailed information about a specific tag',
    inputSchema: { type: 'object', properties: { tag_name: string('Tag name') } },
    async call(args, { read, siteUrl }) {
      const tag = (await read('/tag', { name: text(args, 'tag_name') })) as Tag | undefined;
      return tag ? tagResult(tag, siteUrl) : new ToolMessage('Tag not found.');
    },
  },
  {
    name: 'get_user',
    description: 'Searching for users that already existed in the system',
    inputSchema: { type: 'object', properties: { username: string('Username') } },
    async call(args, { read, siteUrl }) {
      const u = (await read('/personal/user/info', { username: text(args, 'username') })) as Member | undefined;
      if (!u || u.status === 'deleted') return new ToolMessage('User not found.');
      return { username: u.username, display_name: u.display_name, avatar: u.avatar, link: `${siteUrl}/users/${u.username}` };
    },
  },
  {
    name: 'create_question',
    description: 'Ask a new question on the site as the key\'s owner. Needs a key with full rights.',
    writes: true,
    inputSchema: {
      type: 'object',
      properties: {
        title: string('The question\'s title'),
        content: string('The question\'s body, in Markdown'),
        tags: string('Tag names, comma separated (at least one; existing tags unless the owner may create tags)'),
      },
      required: ['title', 'content', 'tags'],
    },
    async call(args, { write, siteUrl }) {
      const tags = text(args, 'tags').split(/[;,\s]+/).filter(Boolean).map((slug) => ({ slug_name: slug, display_name: slug }));
      const made = (await write('post', '/question', { title: text(args, 'title'), content: text(args, 'content'), tags })) as { id: string; title: string };
      return { question_id: made.id, title: made.title, link: `${siteUrl}/questions/${made.id}` };
    },
  },
  {
    name: 'create_answer',
    description: 'Answer a question as the key\'s owner. Needs a key with full rights.',
    writes: true,
    inputSchema: {
      type: 'object',
      properties: { question_id: string('The ID of the question to answer'), content: string('The answer, in Markdown') },
      required: ['question_id', 'content'],
    },
    async call(args, { write, siteUrl }) {
      const made = (await write('post', '/answer', { question_id: text(args, 'question_id'), content: text(args, 'content') })) as { id?: string; info?: { id: string; question_id: string } };
      const id = made.info?.id ?? made.id!;
      const questionId = made.info?.question_id ?? text(args, 'question_id');
      return { question_id: questionId, answer_id: id, link: `${siteUrl}/questions/${questionId}/${id}` };
    },
  },
];

function tagResult(tag: Tag, siteUrl: string) {
  return { tag_name: tag.slug_name, display_name: tag.display_name, description: tag.original_text, link: `${siteUrl}/tags/${encodeURIComponent(tag.slug_name)}` };
}
