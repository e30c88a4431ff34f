import { defineSlot } from './define-slot';

/*
 * The shell's layout slots. Feature slots belong to the plugin that renders them and are
 * exported from its web folder (e.g. plugins/questions/web/slots.ts).
 */

export const HeaderNavSlot = defineSlot('header.nav');
export const HeaderRightSlot = defineSlot('header.right');
/** Between the navigation and the right-hand buttons: the search plugin's box. */
export const HeaderSearchSlot = defineSlot('header.search');
/** The home page body (the question list). */
export const HomeMainSlot = defineSlot('home.main');
/** Beside the question list (cards such as the member's following tags). */
export const HomeSidebarSlot = defineSlot('home.sidebar');
/** The admin menu's work pages, right after Dashboard (SPEC §6: contents, flags), in plugin order. */
export const AdminMenuSlot = defineSlot('admin.menu');
/** Under the admin menu's Settings, after the settings groups: pages that set something without being one (reputation's Privileges). */
export const AdminSettingsMenuSlot = defineSlot('admin.settings.menu');
/** What /admin/users/{user_id} passes to plugins that add to a member's overview (posts, flags). */
export interface AdminUserContext {
  user_id: string;
  username: string;
}
/** Below the member overview's profile: plugins show the member's posts, flags and the like. */
export const AdminUserSlot = defineSlot<AdminUserContext>('admin.user');
export const UserSettingsMenuSlot = defineSlot('user.settings.menu');
export const FooterSlot = defineSlot('footer');
/**
 * First in every page's layout, hidden: the theme plugin's style (primary color, navbar style,
 * color scheme). The shell draws a plain light header and the default colors without one.
 */
export const ThemeSlot = defineSlot('layout.theme');
