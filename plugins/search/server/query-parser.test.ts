import { describe, expect, it } from 'vitest';
import { hasFilters, parseQuery } from './query-parser.ts';

describe('parseQuery', () => {
  it('takes every syntax element out of the text', () => {
    expect(parseQuery('[mysql] [Go] user:alice score:3 "connection pool" views:10 answers:2 pooling')).toEqual({
      words: ['connection pool', 'pooling'], tags: ['mysql', 'go'], user: 'alice', score: 3, views: 10, answers: 2, type: 'question',
    });
    expect(parseQuery('isaccepted:yes inquestion:10010000000000001 index')).toEqual({
      words: ['index'], tags: [], isAcceptedYes: true, inQuestion: '10010000000000001', type: 'answer',
    });
    expect(parseQuery('hasaccepted:no is:answer x')).toMatchObject({ hasAcceptedNo: true, type: 'question', words: ['x'] });
    expect(parseQuery('is:answer user:me')).toMatchObject({ type: 'answer', user: 'me', words: [] });
  });

  it('keeps at most five words and five tags', () => {
    expect(parseQuery('a b c d e f g').words).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(parseQuery('[a] [b] [c] [d] [e] [f]').tags).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('leaves broken or glued syntax as text', () => {
    expect(parseQuery('"unbalanced phrase')).toEqual({ words: ['"unbalanced', 'phrase'], tags: [] });
    expect(parseQuery('foo[bar] [baz user:')).toEqual({ words: ['foo[bar]', '[baz', 'user:'], tags: [] });
    expect(parseQuery('score:abc views:-1')).toEqual({ words: ['score:abc', 'views:-1'], tags: [] });
  });

  it('tells filters from words', () => {
    expect(hasFilters(parseQuery('just words'))).toBe(false);
    expect(hasFilters(parseQuery('[tag]'))).toBe(true);
    expect(hasFilters(parseQuery('is:question'))).toBe(true);
  });
});
