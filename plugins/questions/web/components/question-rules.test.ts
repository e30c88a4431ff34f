import { describe, expect, it } from 'vitest';
import { questionPath } from '../api';
import { answerProblem, validateQuestion } from './question-validation';
import { shareUrl } from './share-url';

describe('ask rules (SPEC §5)', () => {
  it('requires title, body and a tag; title up to 150', () => {
    expect(validateQuestion({ title: ' ', content: '', tags: [] })).toEqual({
      title: 'validation.title_empty',
      content: 'validation.body_empty',
      tags: 'validation.tags_empty',
    });
    expect(validateQuestion({ title: 'x'.repeat(151), content: 'b', tags: [{ slug_name: 'a', display_name: 'a' }] })).toEqual({
      title: 'validation.title_too_long',
    });
    expect(validateQuestion({ title: 't', content: 'b', tags: [{ slug_name: 'a', display_name: 'a' }], withAnswer: true, answer: '' })).toEqual({
      answer: 'validation.answer_empty',
    });
  });

  it('needs answers of at least 6 characters', () => {
    expect(answerProblem('  ')).toBe('validation.answer_empty');
    expect(answerProblem('short')).toBe('validation.answer_too_short');
    expect(answerProblem('long enough')).toBeNull();
  });
});

describe('links', () => {
  it('builds question and answer paths', () => {
    expect(questionPath({ id: '101', url_title: 'how-to' })).toBe('/questions/101/how-to');
    expect(questionPath({ id: '101', url_title: 'how-to' }, '202')).toBe('/questions/101/how-to/202');
    expect(questionPath({})).toBe('/questions/null');
  });

  it('adds shareUserId for a logged-in viewer only', () => {
    expect(shareUrl('http://q.test', '/questions/1/a', 'alice')).toBe('http://q.test/questions/1/a?shareUserId=alice');
    expect(shareUrl('http://q.test', '/questions/1/a', undefined)).toBe('http://q.test/questions/1/a');
  });
});
