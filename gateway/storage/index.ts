// The image storage the gateway hands to the schema (Services.images): Cloudinary when configured,
// else local disk with signed expiring URLs served under /uploads/.
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ImageStorage } from '../../schema/images/storage.ts';
import { createCloudinaryImageStorage, parseCloudinaryUrl } from './cloudinary.ts';
import type { StorageConfig } from './config.ts';
import { createLocalImageStorage, UPLOADS_PATH } from './local.ts';

export { UPLOADS_PATH } from './local.ts';

export interface GatewayImageStorage extends ImageStorage {
  /** Local storage only: answers GET/HEAD /uploads/<key>?expires=..&signature=.. */
  serve?(request: Request): Promise<Response>;
  close?(): Promise<void>;
}

export function createImageStorage(
  config: StorageConfig,
  options: { publicUrl: string; now: () => Date },
): GatewayImageStorage {
  if (config.kind === 'cloudinary') return createCloudinaryImageStorage(parseCloudinaryUrl(config.url), options.now);
  return createLocalImageStorage({
    dir: config.dir ?? join(tmpdir(), `freshmeals-uploads-${randomUUID()}`),
    ephemeral: config.dir === null,
    secret: config.urlSecret,
    publicUrl: options.publicUrl,
    now: options.now,
  });
}

/** True for the paths the local storage serves. */
export const isUploadPath = (path: string) => path.startsWith(UPLOADS_PATH);
