/**
 * What other plugins may use of the account flows: the one mail layout every sender shares
 * (account mail, notifications, the SMTP test mail), so all of a site's mail looks alike.
 */
export { renderMail, type MailContent } from './mail-layout.ts';
