/** Why a mail could not be sent, in terms an admin can act on. */
export type SmtpFailure = 'auth' | 'unreachable' | 'timeout' | 'tls' | 'refused' | 'other';

const UNREACHABLE = ['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'EDNS'];
const TLS_TEXT = /certificate|ssl|tls|wrong version number|handshake/i;

interface SmtpError {
  code?: string;
  /** The socket's own code (ECONNREFUSED…) where nodemailer's `code` is the generic ESOCKET. */
  originalCode?: string;
  errno?: string | number;
  message?: string;
  responseCode?: number;
  cause?: unknown;
}

/** Sorts a nodemailer error (its codes, else the words of its message) into a failure kind. */
export function classifySmtpError(err: unknown): SmtpFailure {
  const e = (err ?? {}) as SmtpError;
  const inner = (e.cause ?? {}) as SmtpError;
  const codes = [e.code, e.originalCode, inner.code, typeof e.errno === 'string' ? e.errno : undefined].filter(Boolean) as string[];
  const text = `${e.message ?? ''} ${inner.message ?? ''}`;
  if (codes.includes('EAUTH') || codes.includes('ENOAUTH')) return 'auth';
  if (codes.some((c) => UNREACHABLE.includes(c))) return 'unreachable';
  if (codes.includes('ETIMEDOUT') || codes.includes('ESOCKETTIMEDOUT')) return 'timeout';
  if (codes.includes('ETLS') || codes.includes('EREQUIRETLS') || codes.some((c) => /CERT|SSL|TLS/.test(c)) || TLS_TEXT.test(text)) return 'tls';
  if (codes.includes('EENVELOPE') || (e.responseCode ?? 0) >= 500) return 'refused';
  return 'other';
}
