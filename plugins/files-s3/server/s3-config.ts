/** The plugin's config (admin → plugins → S3 file storage; `schemas/config.schema.json`). */
export interface S3Config {
  /** Empty: Amazon S3, its server picked by the region. */
  endpoint: string;
  region: string;
  bucket: string;
  access_key_id: string;
  secret_access_key: string;
  force_path_style: boolean;
  /** Empty: files are served through the site's `/uploads`. */
  public_url: string;
}

/** Whether the config names a bucket and both keys: until then new uploads stay on the local disk. */
export function isConfigured(config: S3Config): boolean {
  return !!(config.bucket && config.access_key_id && config.secret_access_key);
}

/** The server the config points at, as an admin would recognise it. */
export function serverOf(config: S3Config): string {
  return config.endpoint || `https://s3.${config.region || 'us-east-1'}.amazonaws.com`;
}
