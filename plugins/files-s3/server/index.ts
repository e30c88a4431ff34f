import { definePlugin, FileStorePoint } from '../../../kernel/api.ts';
import type { S3Config } from './s3-config.ts';
import { S3FileStore } from './s3-file-store.ts';

export default definePlugin({
  register(ctx) {
    const store = new S3FileStore(
      () => ctx.config<S3Config>(),
      ctx.logger,
      (failure, vars) => ctx.i18n.t('en_US', `error.files_s3.${failure}`, vars),
    );
    ctx.provide(FileStorePoint, store);
    ctx.onClose(() => store.close());
  },
});
