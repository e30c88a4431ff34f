import type { S3Config } from './s3-config.ts';
import { serverOf } from './s3-config.ts';

/** Why the S3 server could not be used, in terms an admin can act on. */
export type S3Failure = 'not_configured' | 'credentials' | 'bucket' | 'region' | 'unreachable' | 'other';

const CREDENTIALS = ['InvalidAccessKeyId', 'SignatureDoesNotMatch', 'AccessDenied', 'InvalidToken', 'ExpiredToken', 'Forbidden'];
const REGION = ['PermanentRedirect', 'AuthorizationHeaderMalformed', 'IllegalLocationConstraintException'];
const UNREACHABLE = ['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'ECONNRESET', 'ETIMEDOUT', 'EPROTO', 'ERR_SSL_WRONG_VERSION_NUMBER'];

interface SdkError {
  name?: string;
  code?: string;
  message?: string;
  errors?: SdkError[];
  $metadata?: { httpStatusCode?: number };
}

/** Sorts an error of the S3 client (the server's error code, else the socket's) into a failure kind. */
export function classifyS3Error(err: unknown): S3Failure {
  const e = (err ?? {}) as SdkError;
  const codes = [e.name, e.code, ...(e.errors ?? []).map((inner) => inner.code)].filter(Boolean) as string[];
  if (codes.some((c) => CREDENTIALS.includes(c)) || e.$metadata?.httpStatusCode === 403) return 'credentials';
  if (codes.includes('NoSuchBucket')) return 'bucket';
  if (codes.some((c) => REGION.includes(c)) || e.$metadata?.httpStatusCode === 301) return 'region';
  if (codes.some((c) => UNREACHABLE.includes(c)) || codes.includes('TimeoutError')) return 'unreachable';
  return 'other';
}

/** The values the failure messages name (`error.files_s3.<failure>`). */
export function failureVars(config: S3Config, err?: unknown): Record<string, string> {
  const e = (err ?? {}) as SdkError;
  return { endpoint: serverOf(config), bucket: config.bucket, region: config.region, detail: [e.name, e.message].filter(Boolean).join(': ') };
}
