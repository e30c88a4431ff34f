import type { Knex } from 'knex';
import type { AnswerRepository } from './answers/answer-repository.ts';
import type { QuestionRepository } from './questions/question-repository.ts';

/**
 * The tables nearly every service of questions reads: the site database (a getter, as reading it
 * before the site is installed throws) and the question and answer repositories, one of each
 * built in `index.ts`.
 */
export interface PostTables {
  db: () => Knex;
  questions: QuestionRepository;
  answers: AnswerRepository;
}
