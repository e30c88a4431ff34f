/**
 * Container tokens for the kernel's services. Each sits beside the type it names
 * (STYLE §3); this file only gathers the ones whose classes carry no token of their own.
 */
export const Settings = Symbol.for('quorum.Settings');
export const Sessions = Symbol.for('quorum.Sessions');
export const Users = Symbol.for('quorum.Users');
export const EmailCodes = Symbol.for('quorum.EmailCodes');
export const Events = Symbol.for('quorum.Events');
export const Ids = Symbol.for('quorum.Ids');
export const Translator = Symbol.for('quorum.Translator');
export const Validator = Symbol.for('quorum.Validator');
export const Logger = Symbol.for('quorum.Logger');
export const Database = Symbol.for('quorum.Database');
export const Accounts = Symbol.for('quorum.Accounts');
export const Installer = Symbol.for('quorum.Installer');
