import { describe, expect, it } from 'vitest';
import { toShortId } from '../../questions/server/api.ts';
import { findQuestionLinks, LINKS_PER_POST, siteHostOf } from './link-parser.ts';

const Q = '10010000000000042';
const Q2 = '10010000000000043';
const A = '10020000000000007';
const HOST = 'quorum.test';

describe('findQuestionLinks', () => {
  it('reads relative links and links on the site host, in every permalink form', () => {
    const text = [
      `See [this](/questions/${Q}) and <http://quorum.test/questions/${Q2}/a-title>.`,
      `An answer: https://QUORUM.test/questions/${Q}/some-title/${A}`,
      `Short: /questions/${toShortId(Q2)}/${toShortId(A)}`,
    ].join('\n');
    expect(findQuestionLinks(text, HOST)).toEqual([
      { questionId: Q },
      { questionId: Q2 },
      { questionId: Q, answerId: A },
      { questionId: Q2, answerId: A },
    ]);
  });

  it('takes an answer id in the question place as a link to that answer', () => {
    expect(findQuestionLinks(`/questions/${A}`, HOST)).toEqual([{ answerId: A }]);
  });

  it('leaves out other hosts, URLs that only contain the path, unknown ids and repeats', () => {
    const text = [
      `https://other.test/questions/${Q}`,
      `//other.test/questions/${Q}`,
      `https://user@other.test/questions/${Q}`,
      `other.test/questions/${Q}`,
      '/questions/ask',
      '/questions/12345',
      `/tags/questions/${Q}`,
      `[again](/questions/${Q2}) [again](/questions/${Q2}/title)`,
    ].join('\n');
    expect(findQuestionLinks(text, HOST)).toEqual([{ questionId: Q2 }]);
  });

  it('keeps at most LINKS_PER_POST links', () => {
    const many = Array.from({ length: LINKS_PER_POST + 5 }, (_, i) => `/questions/1001${String(i + 1).padStart(13, '0')}`).join(' ');
    expect(findQuestionLinks(many, HOST)).toHaveLength(LINKS_PER_POST);
  });

  it('reads the host, with its port, from the site URL', () => {
    expect(siteHostOf('https://Example.org:8443/')).toBe('example.org:8443');
    expect(siteHostOf('not a url')).toBeUndefined();
  });
});
