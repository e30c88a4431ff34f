/**
 * What other plugins may use of the accounts plugin: the one look every mail shares (the
 * notifications plugin's notices and mail-smtp's test mail are laid out like the account mails).
 */
export { renderMail, type MailContent } from './mail-layout.ts';
