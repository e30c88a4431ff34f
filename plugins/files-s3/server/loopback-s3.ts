import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from './s3-config.ts';

/** The part of s3rver's API the tests use (the package ships no types). */
interface S3rverServer {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
interface S3rverOptions {
  address: string;
  port: number;
  directory: string;
  silent: boolean;
  configureBuckets: { name: string }[];
}
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: S3rverOptions) => S3rverServer;

/** s3rver's one account: it checks every request's signature against it. */
const ACCESS_KEY = 'S3RVER';

/** A real S3 protocol server (s3rver) on loopback, for tests: its own port, its own folder, one bucket. */
export interface LoopbackS3 {
  endpoint: string;
  bucket: string;
  /** The plugin config that points at this server, with `changes` applied. */
  config(changes?: Partial<S3Config>): S3Config;
  /** The bucket's keys, read over the protocol. */
  keys(): Promise<string[]>;
  /** An object's bytes, read over the protocol; undefined when absent. */
  object(key: string): Promise<Buffer | undefined>;
  close(): Promise<void>;
}

export async function startLoopbackS3(bucket = 'quorum-uploads'): Promise<LoopbackS3> {
  const directory = await mkdtemp(join(tmpdir(), 'quorum-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const config = (changes: Partial<S3Config> = {}): S3Config => ({
    endpoint, region: 'us-east-1', bucket, access_key_id: ACCESS_KEY, secret_access_key: ACCESS_KEY, force_path_style: true, public_url: '', ...changes,
  });
  const client = new S3Client({
    endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY },
    requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    endpoint,
    bucket,
    config,
    async keys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((o) => o.Key!).sort();
    },
    async object(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return Buffer.from(await object.Body!.transformToByteArray());
      } catch (err) {
        if ((err as { name?: string }).name === 'NoSuchKey') return undefined;
        throw err;
      }
    },
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
