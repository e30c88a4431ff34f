import { describe, expect, it } from 'vitest';
import { matchMentions, mentionAtCaret, mentionedNames } from './api';

const people = [
  { username: 'alice', display_name: 'Alice Liddell' },
  { username: 'bob', display_name: 'Alfred Bob' },
  { username: 'al1', display_name: 'Zed' },
  { username: 'al2', display_name: 'Zed' },
  { username: 'al3', display_name: 'Zed' },
  { username: 'al4', display_name: 'Zed' },
  { username: 'alice', display_name: 'Alice again' },
];

describe('mentions', () => {
  it('sends each mentioned name once', () => {
    expect(mentionedNames('hi @alice and @bob, @alice again; mail a@b')).toEqual(['alice', 'bob', 'b']);
  });

  it('finds the partial mention before the caret', () => {
    expect(mentionAtCaret('hello @ali', 10)).toEqual({ start: 6, query: 'ali' });
    expect(mentionAtCaret('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionAtCaret('mail a@b', 8)).toBeNull();
  });

  it('matches the start of the display name or username, at most 5, without duplicates', () => {
    const names = matchMentions(people, 'al').map((p) => p.username);
    expect(names).toEqual(['alice', 'bob', 'al1', 'al2', 'al3']);
    expect(matchMentions(people, 'zed').map((p) => p.username)).toEqual(['al1', 'al2', 'al3', 'al4']);
  });
});
