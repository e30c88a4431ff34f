/** The kernel's version, as siteinfo and the admin dashboard report it. */
export const KERNEL_VERSION = '2.0.0';
/**
 * What a plugin's manifest must name: the major version of the plugin API. 2 since the account
 * flows, installer, plugin pages and visitor cache left the kernel (ctx.visitorCache and
 * ctx.installer went; web settings groups load their schema). kernel/api's renderMail, gone in
 * 2.0.0, is back beside the Mailer port: an addition, so plugins for ^2 keep working.
 */
export const KERNEL_MAJOR = 2;
export const KERNEL_RANGE = `^${KERNEL_MAJOR}`;
