import { defineSlot } from '../../../web/src/sdk';

/*
 * The slots the users plugin renders on a member's personal page. Contributors import them from
 * here (their plugin.json requires or lists users as optional) and fill them with components
 * taking `FillProps<...Context>`.
 */

/** On the profile's overview tab, after "About" (the badges plugin's recent badges). */
export interface ProfileOverviewContext {
  username: string;
}
export const ProfileOverviewSlot = defineSlot<ProfileOverviewContext>('users.profile.overview');
