/** The kernel's version, as siteinfo and the admin dashboard report it. */
export const KERNEL_VERSION = '3.0.0';
/**
 * What a plugin's manifest must name: the major version of the plugin API. 3 since the FileStore
 * point, UPLOAD_SOURCES and the image kinds became uploads-local's, the mail-transport point folded
 * into the Mailer's `ready()`, and the captcha point took the guard and the request (captchaActor
 * left kernel/api). 2 was when the account flows, installer, plugin pages and visitor cache left.
 */
export const KERNEL_MAJOR = 3;
export const KERNEL_RANGE = `^${KERNEL_MAJOR}`;
