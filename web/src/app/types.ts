import type { Avatar as MemberAvatar } from '../../../schemas/api/user';
import { ROLE_IDS } from '../../../schemas/api/user';

// The kernel's responses are typed from the schemas the server validates them against.
export type { CurrentUser } from '../../../schemas/api/user';
export type { CaptchaChallenge as CaptchaInfo } from '../../../schemas/api/captcha';

/** What an avatar is drawn from: a URL (post and comment authors) or a member's stored choice. */
export type Avatar = string | MemberAvatar;

export interface SiteInfo {
  general: { name: string; description?: string; short_description?: string; site_url?: string; contact_email?: string; permalink?: number };
  interface: { language?: string; time_zone?: string; default_avatar?: string };
  branding: { logo?: string; mobile_logo?: string; square_icon?: string; favicon?: string };
  login: { allow_new_registrations?: boolean; login_required?: boolean; allow_password_login?: boolean; allow_email_registrations?: boolean };
  custom_css_html: { custom_css?: string; custom_head?: string; custom_header?: string; custom_footer?: string; custom_sidebar?: string };
  theme: { theme?: string; color_scheme?: string; layout?: string; theme_config?: Record<string, { navbar_style?: string; primary_color?: string }> };
  site_seo?: { permalink?: number; robots?: string };
  site_write?: Record<string, unknown>;
  site_users?: Record<string, unknown>;
  version?: string;
  revision?: string;
}

/** Red-dot counts from GET notification/status. */
export interface RedDot {
  inbox: number;
  achievement: number;
  revision?: number;
  can_revision?: boolean;
}

export interface LabelValue {
  label: string;
  value: string;
}

export interface Paged<T> {
  count: number;
  list: T[];
}

export const ROLE_ADMIN = ROLE_IDS.admin;
export const ROLE_MODERATOR = ROLE_IDS.moderator;
