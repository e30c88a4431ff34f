import type { Knex } from 'knex';
import { IdGenerator, isStaff, NotFoundError, type SessionUser } from '../../../kernel/api.ts';
import { seesPost, storedId, type PickedQuestions, type PostDirectory, type PostRef } from '../../questions/server/api.ts';
import type { QuestionPage } from '../../questions/schemas/question.ts';
import type { LinkedQuery } from '../schemas/question-link.ts';
import type { LinkRepository } from './link-repository.ts';

const notFound = () => new NotFoundError('error.question.not_found');

/** Whether the viewer may see a post at all: a held one only its author and staff, a deleted one only staff. */
const shown = (post: PostRef | undefined, viewer: SessionUser | undefined): post is PostRef =>
  !!post && seesPost(post, viewer) && (post.status !== 'deleted' || isStaff(viewer));

/**
 * `question/link`: the questions a question links to and those linking to it, from its own text
 * or its answers', as one list in questions' orders. A link from an answer the viewer may not see
 * (deleted, or held from them) does not count; the questions on the list are those questions'
 * lists show (open or closed, listed), so a deleted, held or hidden question never appears.
 */
export class LinkedQuestions {
  constructor(
    private readonly db: () => Knex,
    private readonly links: LinkRepository,
    private readonly directory: () => PostDirectory,
    private readonly picked: () => PickedQuestions,
  ) {}

  async page(query: LinkedQuery, viewer: SessionUser | undefined): Promise<QuestionPage> {
    const id = storedId(query.question_id);
    const question = IdGenerator.typeOf(id) === 'question' ? await this.directory().find(this.db(), id) : undefined;
    if (!shown(question, viewer)) throw notFound();
    const rows = await this.links.touching(id);
    const answers = [...new Set(rows.map((r) => r.from_answer_id).filter((a) => a !== '0'))];
    const seen = new Set<string>();
    for (const answerId of answers) if (shown(await this.directory().find(this.db(), answerId), viewer)) seen.add(answerId);
    const others = new Set(rows
      .filter((r) => r.from_answer_id === '0' || seen.has(r.from_answer_id))
      .map((r) => (r.from_question_id === id ? r.to_question_id : r.from_question_id)));
    others.delete(id);
    return this.picked().page([...others], { order: query.order === 'recommend' ? 'newest' : query.order, page: query.page, pageSize: query.page_size });
  }
}
