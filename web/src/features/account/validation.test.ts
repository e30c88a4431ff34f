import { describe, expect, it } from 'vitest';
import {
  checkAdminDisplayName, checkDisplayName, checkEmail, checkName, checkPassword, checkPasswordMatch, checkUsername, checkWebsite,
} from './validation';

describe('account validation (SPEC §5)', () => {
  it('passwords are 8 to 32 characters and must match', () => {
    expect(checkPassword('')).toBe('validation.password_empty');
    expect(checkPassword('1234567')).toBe('validation.password_length');
    expect(checkPassword('12345678')).toBe('');
    expect(checkPassword('x'.repeat(32))).toBe('');
    expect(checkPassword('x'.repeat(33))).toBe('validation.password_length');
    expect(checkPasswordMatch('a', 'b')).toBe('validation.password_mismatch');
  });
  it('names and display names are required and at most 30', () => {
    expect(checkName(' ')).toBe('validation.name_empty');
    expect(checkName('x'.repeat(31))).toBe('validation.name_too_long');
    expect(checkDisplayName('x'.repeat(30))).toBe('');
  });
  it('usernames allow a-z 0-9 . - _ only', () => {
    expect(checkUsername('john.doe_1-a')).toBe('');
    expect(checkUsername('John')).toBe('validation.username_character');
    expect(checkUsername('x'.repeat(31))).toBe('validation.username_too_long');
  });
  it('checks e-mail and website formats', () => {
    expect(checkEmail('a@b.io')).toBe('');
    expect(checkEmail('nope')).toBe('validation.email_invalid');
    expect(checkWebsite('')).toBe('');
    expect(checkWebsite('https://example.com')).toBe('');
    expect(checkWebsite('example')).toBe('validation.website_invalid');
    expect(checkWebsite('ftp://example.com')).toBe('validation.website_invalid');
  });
  it('admin-created display names are 3 to 30', () => {
    expect(checkAdminDisplayName('ab')).toBe('validation.admin_display_name_length');
    expect(checkAdminDisplayName('abc')).toBe('');
  });
});
