import { SMTPServer } from 'smtp-server';
import { generate } from 'selfsigned';
import type { AddressInfo } from 'node:net';

/** A mail as the loopback server received it, decoded enough to read subject, text and links. */
export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** How the client logged in ('' without AUTH) and whether the session ran over TLS. */
  user: string;
  secure: boolean;
}

export interface LoopbackOptions {
  /** 'ssl': TLS from the first byte; 'starttls': plain, upgraded by STARTTLS; 'none': no TLS offered. */
  tls?: 'none' | 'ssl' | 'starttls';
  /** Require AUTH with these credentials. */
  auth?: { user: string; pass: string };
  /** Listen on this port (a restart on the same address). */
  port?: number;
}

let certificate: Promise<{ key: string; cert: string }> | undefined;
/** One self-signed certificate for 127.0.0.1 per test file (generating a key takes a moment). */
export function loopbackCertificate(): Promise<{ key: string; cert: string }> {
  certificate ??= generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keySize: 2048,
    extensions: [{ name: 'basicConstraints', cA: true }, { name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  }).then((pems) => ({ key: pems.private, cert: pems.cert }));
  return certificate;
}

/**
 * A real SMTP server on 127.0.0.1 for tests (the smtp-server package): AUTH and TLS as asked,
 * every accepted mail kept in `mails`.
 */
export async function startLoopbackSmtp(options: LoopbackOptions = {}) {
  const tls = options.tls ?? 'none';
  const { key, cert } = await loopbackCertificate();
  const mails: ReceivedMail[] = [];
  /** Addresses whose RCPT TO stays unanswered, with the answers held back. */
  const holds = new Map<string, (() => void)[]>();
  const server = new SMTPServer({
    secure: tls === 'ssl',
    key, cert,
    disabledCommands: tls === 'starttls' || tls === 'ssl' ? [] : ['STARTTLS'],
    authOptional: !options.auth,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (options.auth && auth.username === options.auth.user && auth.password === options.auth.pass) callback(null, { user: auth.username });
      else callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onRcptTo(address, _session, callback) {
      const held = holds.get(address.address);
      if (held) held.push(() => callback());
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push({
          ...parseMail(Buffer.concat(chunks).toString('utf8')),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          user: typeof session.user === 'string' ? session.user : '',
          secure: session.secure,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    port, cert, mails,
    /** Mail received for an address, oldest first. */
    to: (address: string) => mails.filter((m) => m.to.includes(address)),
    /**
     * A server that stalls mid-send for one address: its RCPT TO is left unanswered (the
     * sender's claim on the mail stays in flight) until `release`, which answers them all and
     * lets later mail to it through.
     */
    hold(address: string) {
      const held: (() => void)[] = [];
      holds.set(address, held);
      return {
        held: () => held.length,
        release: () => {
          holds.delete(address);
          for (const answer of held) answer();
        },
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type LoopbackSmtp = Awaited<ReturnType<typeof startLoopbackSmtp>>;

/** Enough MIME for the mails nodemailer writes: encoded-word headers, QP/base64 parts. */
function parseMail(raw: string): { subject: string; text: string; html: string } {
  const split = (block: string) => {
    const at = block.indexOf('\r\n\r\n');
    return { head: block.slice(0, at).replace(/\r\n[ \t]+/g, ' '), body: block.slice(at + 4) };
  };
  const header = (head: string, name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const top = split(raw);
  const subject = header(top.head, 'Subject').replace(/=\?utf-8\?([BQ])\?([^?]*)\?=\s*/gi, (_, enc: string, data: string) =>
    enc.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')));
  const boundary = /boundary="?([^";]+)"?/i.exec(header(top.head, 'Content-Type'))?.[1];
  const parts = boundary ? top.body.split(`--${boundary}`).slice(1, -1).map((p) => split(p.replace(/^\r\n/, ''))) : [top];
  const decoded = (type: string) => {
    const part = parts.find((p) => header(p.head, 'Content-Type').toLowerCase().startsWith(type));
    if (!part) return '';
    const encoding = header(part.head, 'Content-Transfer-Encoding').toLowerCase();
    const content = part.body.replace(/\r\n$/, '');
    if (encoding === 'base64') return Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8');
    if (encoding === 'quoted-printable') return decodeQuotedPrintable(content);
    return content;
  };
  return { subject, text: decoded('text/plain').replace(/\r\n/g, '\n'), html: decoded('text/html') };
}

function decodeQuotedPrintable(text: string): string {
  const source = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < source.length; i++) {
    const hex = source.slice(i + 1, i + 3);
    if (source[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(source[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}
