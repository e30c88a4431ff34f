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
export const AdminMenuSlot = defineSlot('admin.menu');
/** What /admin/users/{user_id} passes to plugins that add to a member's overview (posts, flags). */
export interface AdminUserContext {
  user_id: string;
  username: string;
}
/** Below the member overview's profile: plugins show the member's posts, flags and the like. */
export const AdminUserSlot = defineSlot<AdminUserContext>('admin.user');
export const UserSettingsMenuSlot = defineSlot('user.settings.menu');
export const FooterSlot = defineSlot('footer');
