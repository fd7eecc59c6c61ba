// Which image storage the gateway uses, from the environment:
//   CLOUDINARY_URL      set: Cloudinary (cloudinary://<api_key>:<api_secret>@<cloud_name>)
//   otherwise           local disk: UPLOADS_DIR, default DATA_DIR/uploads (a throwaway folder when
//                       DATA_DIR is memory://); URLs signed with UPLOAD_URL_SECRET, by default a key
//                       derived from CODE_SECRET (so no extra secret is needed).
import { createHmac } from 'node:crypto';
import { resolve } from 'node:path';
import { parseCloudinaryUrl } from './cloudinary.ts';

export type StorageConfig =
  | { kind: 'local'; /** null: a throwaway folder, removed on close */ dir: string | null; urlSecret: string }
  | { kind: 'cloudinary'; url: string };

export function storageConfig(env: Record<string, string | undefined>, dataDir: string, codeSecret: string): StorageConfig {
  if (env.CLOUDINARY_URL) {
    parseCloudinaryUrl(env.CLOUDINARY_URL); // fail at start-up, not on the first upload
    return { kind: 'cloudinary', url: env.CLOUDINARY_URL };
  }
  const dir = env.UPLOADS_DIR ? resolve(env.UPLOADS_DIR) : dataDir.startsWith('memory:') ? null : resolve(dataDir, 'uploads');
  const urlSecret = env.UPLOAD_URL_SECRET || createHmac('sha256', codeSecret).update('freshmeals image urls').digest('base64url');
  return { kind: 'local', dir, urlSecret };
}
