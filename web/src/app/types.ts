import type { Avatar as MemberAvatar } from '../../../schemas/api/user';
import { ROLE_IDS } from '../../../schemas/api/role-ids';
import type { PublicSettings } from '../../../schemas/settings/public-view';
import type { generalSettings, GeneralSettings } from '../../../schemas/settings/general';
import type { interfaceSettings, InterfaceSettings } from '../../../schemas/settings/interface';
import type { brandingSettings, BrandingSettings } from '../../../schemas/settings/branding';
import type { loginSettings, LoginSettings } from '../../../schemas/settings/login';
import type { customCssHtmlSettings, CustomCssHtmlSettings } from '../../../schemas/settings/custom_css_html';
import type { usersSettings, UsersSettings } from '../../../schemas/settings/users';

// The kernel's responses are typed from the schemas the server validates them against.
export type { CurrentUser } from '../../../schemas/api/user';
export type { CaptchaChallenge as CaptchaInfo } from '../../../schemas/api/captcha';

/** What an avatar is drawn from: a URL (post and comment authors) or a member's stored choice. */
export type Avatar = string | MemberAvatar;

/** `GET siteinfo`: the public part of each settings group, typed from the group's schema. */
export interface SiteInfo {
  general: PublicSettings<typeof generalSettings, GeneralSettings>;
  interface: PublicSettings<typeof interfaceSettings, InterfaceSettings>;
  branding: PublicSettings<typeof brandingSettings, BrandingSettings>;
  login: PublicSettings<typeof loginSettings, LoginSettings>;
  custom_css_html: PublicSettings<typeof customCssHtmlSettings, CustomCssHtmlSettings>;
  site_users?: PublicSettings<typeof usersSettings, UsersSettings>;
  /** Plugins' groups (e.g. tags' site_write) are read by those plugins with their own types. */
  [pluginGroup: string]: unknown;
  version: string;
  revision: string;
}

/** A language offered (`language/options`), from the server's schema. */
export type { LanguageOption as LabelValue } from '../../../schemas/api/languages';

export interface Paged<T> {
  count: number;
  list: T[];
}

export const ROLE_ADMIN = ROLE_IDS.admin;
export const ROLE_MODERATOR = ROLE_IDS.moderator;
