import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { Logger } from 'pino';
import { UnavailableError } from '../../../kernel/api.ts';
import { UPLOAD_KEY, type FileStore, type StoredFile } from '../../../kernel/provider-api.ts';
import { isConfigured, serverOf, type S3Config } from './s3-config.ts';
import { classifyS3Error, failureVars, type S3Failure } from './s3-failure.ts';

/** The object `check()` writes and reads back: no upload key looks like it, so it is never served. */
const PROBE = '.quorum-check';

/**
 * The S3 client library, loaded on first use: it takes over a second and some 20 MB to load,
 * which a site that never enables this plugin should not pay at every start.
 */
let sdk: Promise<typeof import('@aws-sdk/client-s3')> | undefined;
const loadSdk = () => (sdk ??= import('@aws-sdk/client-s3'));

// A server that accepts the connection and then stalls must not hold an upload for minutes.
const CONNECTION_TIMEOUT_MS = 5_000;
const REQUEST_TIMEOUT_MS = 30_000;

/**
 * Files in an S3 bucket (Amazon S3 or any server speaking its protocol), one object per upload
 * key. The config is read per call, so a saved change applies to the next upload; a client is
 * kept per config. Every failure becomes a 503 naming its cause for an admin, never the SDK's error.
 */
export class S3FileStore implements FileStore {
  private client?: { config: string; s3: Promise<S3Client> };

  constructor(
    private readonly config: () => Promise<S3Config>,
    private readonly logger: Logger,
    /** A failure's sentence in en_US, for `check()` (what `quorum check` prints). */
    private readonly describeFailure: (failure: S3Failure, vars: Record<string, string>) => string,
  ) {}

  async describe(): Promise<string> {
    const config = await this.config();
    return `S3 bucket ${config.bucket || '(none)'} at ${serverOf(config)}`;
  }

  async ready(): Promise<boolean> {
    return isConfigured(await this.config());
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    if (!UPLOAD_KEY.test(key)) throw new Error(`not an upload key: ${JSON.stringify(key)}`);
    const config = await this.configured();
    const { PutObjectCommand } = await loadSdk();
    await this.send(config, 'put', (s3) => s3.send(new PutObjectCommand({
      Bucket: config.bucket, Key: key, Body: data, ContentType: contentType, ContentLength: data.length,
      // What a CDN or a public bucket serving the file directly should say (the site's /uploads says it anyway).
      CacheControl: 'public, max-age=31536000, immutable',
    })));
  }

  async get(key: string): Promise<StoredFile | undefined> {
    const config = await this.config();
    if (!isConfigured(config) || !UPLOAD_KEY.test(key)) return undefined;
    const { GetObjectCommand } = await loadSdk();
    try {
      const object = await (await this.s3(config)).send(new GetObjectCommand({ Bucket: config.bucket, Key: key }));
      return { size: object.ContentLength ?? 0, body: object.Body as Readable };
    } catch (err) {
      if ((err as { name?: string }).name === 'NoSuchKey') return undefined;
      throw this.failure(config, 'get', err);
    }
  }

  async publicUrl(key: string): Promise<string | undefined> {
    const { public_url } = await this.config();
    return public_url ? `${public_url.replace(/\/+$/, '')}/${key}` : undefined;
  }

  /** The bytes of every upload in the bucket: one listing, a page per thousand files. */
  async usage(): Promise<number> {
    const config = await this.config();
    if (!isConfigured(config)) return 0;
    const { ListObjectsV2Command } = await loadSdk();
    let total = 0;
    let token: string | undefined;
    do {
      const page = await this.send(config, 'usage', (s3) => s3.send(new ListObjectsV2Command({ Bucket: config.bucket, ContinuationToken: token })));
      for (const object of page.Contents ?? []) if (object.Key && UPLOAD_KEY.test(object.Key)) total += object.Size ?? 0;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return total;
  }

  async check(): Promise<string> {
    const config = await this.config();
    const where = await this.describe();
    if (!isConfigured(config)) throw new Error(`${where}: ${this.describeFailure('not_configured', failureVars(config))}`);
    const written = randomBytes(16).toString('hex');
    const { GetObjectCommand, PutObjectCommand } = await loadSdk();
    try {
      const s3 = await this.s3(config);
      await s3.send(new PutObjectCommand({ Bucket: config.bucket, Key: PROBE, Body: written, ContentType: 'text/plain' }));
      const read = await s3.send(new GetObjectCommand({ Bucket: config.bucket, Key: PROBE }));
      if ((await read.Body?.transformToString()) !== written) throw new Error('the probe file reads back other bytes');
    } catch (err) {
      throw new Error(`${where}: ${this.describeFailure(classifyS3Error(err), failureVars(config, err))}`, { cause: err });
    }
    return `${where}, writable`;
  }

  async close(): Promise<void> {
    const client = this.client;
    this.client = undefined;
    (await client?.s3)?.destroy();
  }

  private async configured(): Promise<S3Config> {
    const config = await this.config();
    if (!isConfigured(config)) throw new UnavailableError('error.files_s3.not_configured');
    return config;
  }

  private async send<T>(config: S3Config, action: string, call: (s3: S3Client) => Promise<T>): Promise<T> {
    try {
      return await call(await this.s3(config));
    } catch (err) {
      throw this.failure(config, action, err);
    }
  }

  private failure(config: S3Config, action: string, err: unknown): UnavailableError {
    const failure = classifyS3Error(err);
    this.logger.warn({ err, failure, action, endpoint: serverOf(config), bucket: config.bucket }, 'S3 file storage failed');
    // The caller may be any member uploading an image: the server's address, the bucket and the
    // SDK's words stay in the log and in `quorum check`, and the answer only says to ask an admin.
    return new UnavailableError('error.files_s3.unavailable');
  }

  /** The client for this config, made anew when the config changed. */
  private s3(config: S3Config): Promise<S3Client> {
    const key = JSON.stringify(config);
    if (this.client?.config !== key) {
      void this.close();
      this.client = {
        config: key,
        s3: loadSdk().then(({ S3Client }) => new S3Client({
          endpoint: config.endpoint || undefined,
          region: config.region || 'us-east-1',
          forcePathStyle: config.force_path_style,
          credentials: { accessKeyId: config.access_key_id, secretAccessKey: config.secret_access_key },
          maxAttempts: 2,
          requestHandler: { connectionTimeout: CONNECTION_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS },
          // Checksums only where the protocol requires them: many S3-compatible servers refuse the newer default ones.
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
        })),
      };
    }
    return this.client.s3;
  }
}
