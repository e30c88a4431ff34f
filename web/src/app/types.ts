/** Avatar as the server returns it (SPEC §3): a URL string or a typed object. */
export type Avatar = string | { type: 'system' | 'gravatar' | 'custom' | ''; gravatar?: string; custom?: string };

/** The logged-in user (GET user/info, login responses). */
export interface CurrentUser {
  id?: string;
  access_token: string;
  username: string;
  display_name: string;
  e_mail: string;
  /** 1 activated, 2 not activated */
  mail_status: number;
  /** 'normal' | 'suspended' | 'forbidden' | 'deleted' | 'inactive' */
  status: string;
  /** 1 user, 2 admin, 3 moderator */
  role_id: number;
  rank: number;
  avatar: Avatar;
  bio?: string;
  bio_html?: string;
  website?: string;
  location?: string;
  language?: string;
  suspended_until?: number;
}

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

export interface CaptchaInfo {
  captcha_id: string;
  captcha_img: string;
  verify: boolean;
}

export interface LabelValue {
  label: string;
  value: string;
}

export interface Paged<T> {
  count: number;
  list: T[];
}

export const ROLE_ADMIN = 2;
export const ROLE_MODERATOR = 3;
