import { ACCOUNT_LIMITS, USERNAME_PATTERN } from '../../../../schemas/api/account-bodies';

/** Client checks of SPEC §5 with the server's limits; each returns an i18n key or '' when valid. */

const { passwordMin, passwordMax, nameMax, displayNameMax, usernameMax, adminDisplayNameMin } = ACCOUNT_LIMITS;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const USERNAME = new RegExp(USERNAME_PATTERN);

export function checkRequired(value: string, key: string): string {
  return value.trim() ? '' : key;
}

export function checkEmail(value: string): string {
  if (!value.trim()) return 'validation.email_empty';
  return EMAIL.test(value.trim()) ? '' : 'validation.email_invalid';
}

export function checkPassword(value: string): string {
  if (!value) return 'validation.password_empty';
  return value.length < passwordMin || value.length > passwordMax ? 'validation.password_length' : '';
}

export function checkPasswordMatch(pass: string, confirm: string): string {
  return pass === confirm ? '' : 'validation.password_mismatch';
}

export function checkName(value: string): string {
  if (!value.trim()) return 'validation.name_empty';
  return value.length > nameMax ? 'validation.name_too_long' : '';
}

export function checkDisplayName(value: string): string {
  if (!value.trim()) return 'validation.display_name_empty';
  return value.length > displayNameMax ? 'validation.display_name_too_long' : '';
}

export function checkUsername(value: string): string {
  if (!value.trim()) return 'validation.username_empty';
  if (value.length > usernameMax) return 'validation.username_too_long';
  return USERNAME.test(value) ? '' : 'validation.username_character';
}

/** Empty is allowed; otherwise an absolute http(s) URL. */
export function checkWebsite(value: string): string {
  if (!value.trim()) return '';
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? '' : 'validation.website_invalid';
  } catch {
    return 'validation.website_invalid';
  }
}

/** Admin-created display name: 3 to 30 characters (SPEC §5, the looser reading). */
export function checkAdminDisplayName(value: string): string {
  const n = value.trim().length;
  return n >= adminDisplayNameMin && n <= displayNameMax ? '' : 'validation.admin_display_name_length';
}
