import type { StorageConfig } from '#server/config.ts';
import { createDiskStore } from './disk-store.ts';
import { createFilesService, type FilesService } from './files.service.ts';
import type { ObjectStore } from './object-store.ts';
import { createUrlSigner } from './signed-url.ts';

export type Storage = {
  store: ObjectStore;
  /** Serves disk objects behind signed URLs; absent with S3, whose presigned URLs go to the bucket. */
  files: FilesService | undefined;
  /** Lifetime of the signed URLs the services hand out. */
  ttlSeconds: number;
};

/** The object store the configuration asks for; `secret` keys the disk store's URL signatures. */
export function createStorage(config: StorageConfig, secret: string, now?: () => number): Storage {
  const ttlSeconds = config.signedUrlTtlSeconds;
  const { s3 } = config;
  if (s3) {
    const load = async () => {
      const { createS3Client, createS3Store } = await import('./s3-store.ts');
      return createS3Store(createS3Client(s3), s3.bucket);
    };
    return { store: lazyStore('s3', load), files: undefined, ttlSeconds };
  }
  const signer = createUrlSigner(secret, now);
  const store = createDiskStore(config.dir, signer);
  return { store, files: createFilesService({ store, signer }), ttlSeconds };
}

/** Loads the store (the AWS SDK takes ~200 ms to import) on first use, not at start-up. */
function lazyStore(kind: ObjectStore['kind'], load: () => Promise<ObjectStore>): ObjectStore {
  let loading: Promise<ObjectStore> | undefined;
  const store = () => {
    loading ??= load();
    return loading;
  };
  return {
    kind,
    put: async (...args) => (await store()).put(...args),
    get: async (...args) => (await store()).get(...args),
    head: async (...args) => (await store()).head(...args),
    delete: async (...args) => (await store()).delete(...args),
    signedUrl: async (...args) => (await store()).signedUrl(...args),
  };
}
