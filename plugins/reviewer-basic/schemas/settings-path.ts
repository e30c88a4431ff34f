/**
 * Where admins read and save the group, under /answer/admin/api. Apart from the schema: the web
 * entry (in every page's first load) names the path, and loads the schema only with its page.
 */
export const SETTINGS_ADMIN_PATH = '/reviewer-basic/settings';
