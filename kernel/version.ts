/** The kernel's version, as siteinfo and the admin dashboard report it. */
export const KERNEL_VERSION = '1.0.0';
