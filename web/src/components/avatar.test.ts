import { describe, expect, it } from 'vitest';
import { avatarSourceSize, avatarUrl } from './avatar';

describe('avatar sizes', () => {
  it('asks for the smallest of 24, 48 and 96 that fills the badge', () => {
    expect([16, 24, 25, 32, 48, 64, 96, 128].map(avatarSourceSize)).toEqual([24, 24, 48, 48, 48, 96, 96, 96]);
  });

  it('puts the size on Gravatar addresses, replacing a stored one', () => {
    expect(avatarUrl({ type: 'gravatar', gravatar: 'https://www.gravatar.com/avatar/abc' }, 24)).toBe('https://www.gravatar.com/avatar/abc?s=24');
    expect(avatarUrl('https://www.gravatar.com/avatar/abc?s=200&d=identicon', 48)).toBe('https://www.gravatar.com/avatar/abc?d=identicon&s=48');
    expect(avatarUrl('https://www.gravatar.com/avatar/abc?d=mp&s=200', 96)).toBe('https://www.gravatar.com/avatar/abc?d=mp&s=96');
  });

  it('knows a Gravatar mirror by the chosen type', () => {
    expect(avatarUrl({ type: 'gravatar', gravatar: 'https://mirror.example/avatar/abc' }, 24)).toBe('https://mirror.example/avatar/abc?s=24');
  });

  it('leaves uploaded images as stored, since they are not resized on request', () => {
    expect(avatarUrl({ type: 'custom', custom: '/uploads/avatar/a.png' }, 24)).toBe('/uploads/avatar/a.png');
    expect(avatarUrl('/uploads/avatar/a.png', 48)).toBe('/uploads/avatar/a.png');
  });

  it('is empty for the default avatar', () => {
    expect(avatarUrl(undefined)).toBe('');
    expect(avatarUrl({ type: 'system' })).toBe('');
  });
});
