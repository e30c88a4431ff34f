import { describe, expect, it } from 'vitest';
import { fromShortId, idCodec, toShortId, urlTitle } from './permalink.ts';
import { answerErrors, questionErrors } from './question-rules.ts';

describe('permalinks', () => {
  it('encodes ids as Answer\'s short ids and back', () => {
    expect(toShortId('10010000000000001')).toBe('D1D1');
    expect(toShortId('10020000000000005')).toBe('E1H1');
    expect(toShortId('10010000000012345')).toBe('D1Je3');
    for (const id of ['10010000000000001', '10020000000000005', '10010000000012345']) expect(fromShortId(toShortId(id))).toBe(id);
    expect(fromShortId('10010000000000001')).toBe('10010000000000001');
    expect(fromShortId('!!')).toBe('!!');
    expect(toShortId('42')).toBe('42');
  });

  it('uses short ids only under permalink 3 and 4, and never for "none"', () => {
    expect(idCodec(1)('10010000000000001')).toBe('10010000000000001');
    expect(idCodec(2)('10010000000000001')).toBe('10010000000000001');
    expect(idCodec(3)('10010000000000001')).toBe('D1D1');
    expect(idCodec(4)('0')).toBe('0');
  });

  it('makes url titles from any script', () => {
    expect(urlTitle('How do I use C++ templates?')).toBe('how-do-i-use-c-templates');
    expect(urlTitle('  --Hello, 世界!  ')).toBe('hello-世界');
    expect(urlTitle('?!')).toBe('');
    expect(urlTitle('a'.repeat(200))).toHaveLength(150);
  });
});

describe('question rules (SPEC §5)', () => {
  const rules = { min_tags: 1, min_content: 6, restrict_answer: true };
  const tags = [{ slug_name: 'a' }];

  it('passes a good question and names each bad field', () => {
    expect(questionErrors({ title: 'A title', content: 'Enough body', tags }, rules)).toEqual([]);
    expect(questionErrors({}, rules).map((e) => e.error_msg)).toEqual(['error.question.title_required', 'error.question.body_required', 'error.question.tags_required']);
    expect(questionErrors({ title: 'x'.repeat(151), content: 'short', tags }, rules).map((e) => e.error_msg))
      .toEqual(['error.question.title_too_long', 'error.question.body_too_short|{"min":6}']);
    expect(questionErrors({ title: 't', content: 'Enough body', tags: Array(6).fill(tags[0]) }, rules)[0]!.error_msg).toBe('error.question.tags_too_many');
    expect(questionErrors({ title: 't', content: 'Enough body', tags: [] }, { ...rules, min_tags: 0 })).toEqual([]);
  });

  it('checks answers', () => {
    expect(answerErrors('')).toEqual([{ error_field: 'content', error_msg: 'error.answer.content_required' }]);
    expect(answerErrors(' abcde ', 'answer_content')).toEqual([{ error_field: 'answer_content', error_msg: 'error.answer.content_too_short' }]);
    expect(answerErrors('abcdef')).toEqual([]);
  });
});
