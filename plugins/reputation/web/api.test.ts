import { describe, expect, it } from 'vitest';
import { PRESETS, PRIVILEGE_KEYS, type PrivilegesView } from '../schemas/privileges';
import { customDraft, fieldKey, optionValue, privilegesBody } from './api';

const option = (level: 1 | 2 | 3 | 99, value: (key: (typeof PRIVILEGE_KEYS)[number]) => number) => ({
  level,
  level_desc: `level ${level}`,
  privileges: PRIVILEGE_KEYS.map((key) => ({ key, label: key, value: value(key) })),
});
const view: PrivilegesView = {
  options: [option(1, (k) => PRESETS[k][0]), option(2, (k) => PRESETS[k][1]), option(3, (k) => PRESETS[k][2]), option(99, (k) => (k === 'rank.tag.add' ? 5 : PRESETS[k][1]))],
  selected_level: 2,
};

describe('privileges form', () => {
  it('reads a preset\'s threshold and starts the custom column from the stored values', () => {
    expect(optionValue(view, 3, 'rank.question.vote_up')).toBe(15);
    const draft = customDraft(view);
    expect(draft['rank.tag.add']).toBe('5');
    expect(Object.keys(draft)).toEqual([...PRIVILEGE_KEYS]);
  });

  it('sends every key in order, so an error\'s index names its key; a blank value is no number', () => {
    const draft = { ...customDraft(view), 'rank.answer.add': ' ', 'rank.tag.synonym': '42' };
    const body = privilegesBody(99, draft);
    expect(body.level).toBe(99);
    expect(body.custom_privileges.map((p) => p.key)).toEqual([...PRIVILEGE_KEYS]);
    expect(body.custom_privileges[1]!.value).toBeNaN();
    expect(body.custom_privileges.at(-1)).toEqual({ key: 'rank.tag.synonym', value: 42 });
    expect(fieldKey('custom_privileges.11.value')).toBe('rank.tag.add');
    expect(fieldKey('custom_privileges.99.value')).toBeUndefined();
    expect(fieldKey('level')).toBeUndefined();
  });
});
