import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { GuardName } from '../guards/guard-rules';
import type { SlotFill } from './define-slot';

/**
 * Where a plugin route is mounted: in the main layout behind the site's guards (login required,
 * forbidden), in the main layout without them ('unguarded': SPEC §2.2's legal pages), under /admin,
 * in the member's settings page beside its own pages ('settings': under /users/settings, signed-in
 * members only; link it from `UserSettingsMenuSlot`), or outside any layout.
 */
export type PluginRouteLayout = 'main' | 'unguarded' | 'admin' | 'settings' | 'bare';

export interface WebPluginRoute {
  /** Absolute path (e.g. '/questions/:qid') or, for layout 'admin', relative to /admin, for 'settings' to /users/settings. */
  path: string;
  /** Lazy screen, as react-router's `lazy` (return `{ Component }`). */
  lazy?: RouteObject['lazy'];
  Component?: ComponentType;
  /** SPEC §6 guards run in order before the screen renders. */
  guards?: GuardName[];
  layout?: PluginRouteLayout;
  /**
   * For layout 'admin': the route's link in the admin menu, its label a key of the plugin's admin
   * texts; `adminOnly` leaves it out of moderators' menu. Data, not a component, because every
   * page's first load carries the plugin entries.
   */
  menu?: { labelKey: string; adminOnly?: boolean };
}

export interface WebPluginSettingsPage {
  /** Path below /admin/plugins/<id>/ ('' for the plugin's main page). */
  path: string;
  /** i18n key of the menu label, inside the plugin's namespace. */
  titleKey: string;
  Component: ComponentType;
}

/**
 * A settings group the plugin's server half declares (`ctx.settings.declare`): its admin page is
 * rendered from the same schema, listed in the admin menu while the plugin is enabled.
 */
export interface WebPluginSettingsGroup {
  /** Route below /admin. */
  path: string;
  /** Admin API path (GET and PUT), as the server declares it. */
  endpoint: string;
  /**
   * The schema, loaded when its page opens (`() => import('../schemas/x').then((m) => m.xSettings)`):
   * the plugin entries are in every page's first load, an admin form's schema is not.
   */
  loadSchema: () => Promise<object>;
  /** i18n keys in the plugin's namespace: the menu label, and the prefix of field titles. */
  titleKey: string;
  fieldsKey: string;
}

/** Catalogues per interface language, flat or nested, loaded into namespace `plugin.<id>`. */
export type WebPluginLocales = Partial<Record<'en_US' | 'zh_CN', Record<string, unknown>>>;

export interface WebPlugin {
  /** Must equal the plugin folder name and its server slug_name. */
  id: string;
  routes?: WebPluginRoute[];
  /** Components for slots the shell or other plugins render, in order: `[fill(PostVoteSlot, VoteButtons)]`. */
  slots?: readonly SlotFill[];
  settingsPages?: WebPluginSettingsPage[];
  settingsGroups?: WebPluginSettingsGroup[];
  /**
   * Catalogues bundled with the entry, every language at once. Plugins in this repository leave it
   * out: the shell finds `plugins/<id>/web/locales/<language>.json` and loads only the reader's language.
   */
  locales?: WebPluginLocales;
}

/** Declares a plugin's web contributions. Does nothing on import; the shell mounts it. */
export function defineWebPlugin<P extends WebPlugin>(plugin: P): P {
  if (!/^[a-z][a-z0-9-]{1,63}$/.test(plugin.id)) {
    throw new Error(`defineWebPlugin: invalid plugin id "${plugin.id}"`);
  }
  return Object.freeze(plugin);
}

export function i18nNamespace(pluginId: string): string {
  return `plugin.${pluginId}`;
}
