// Images on Cloudinary (production), selected when CLOUDINARY_URL is set:
//   CLOUDINARY_URL=cloudinary://<api_key>:<api_secret>@<cloud_name>[?upload_prefix=https://api.cloudinary.com]
// Images are uploaded as `private` assets, so they are only ever shown through signed download URLs
// that expire (utils.private_download_url with expires_at). Keys are `<public_id>.<ext>`.
//
// The SDK reads CLOUDINARY_URL and picks http or https for its API calls when its module loads, so
// it is imported lazily, on the first use, after the configuration is known (tests point
// `upload_prefix` at a local fake server).
import type { ImageStorage } from '../../schema/images/storage.ts';
import { EXT_BY_TYPE } from '../../schema/images/sniff.ts';
import { IMAGE_KEY_PATTERN, SIGNED_URL_DEFAULT_SECONDS, type ImageContentType } from '@freshmeals/rules/dishes';

export interface CloudinarySettings {
  cloudName: string;
  apiKey: string;
  apiSecret: string;
  /** The API's base URL (default https://api.cloudinary.com). */
  uploadPrefix: string;
}

/** Parses a CLOUDINARY_URL; throws a clear error when it is not one. */
export function parseCloudinaryUrl(value: string): CloudinarySettings {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error('Invalid CLOUDINARY_URL: expected cloudinary://<api_key>:<api_secret>@<cloud_name>');
  }
  const settings = {
    cloudName: url.hostname,
    apiKey: decodeURIComponent(url.username),
    apiSecret: decodeURIComponent(url.password),
    uploadPrefix: (url.searchParams.get('upload_prefix') || 'https://api.cloudinary.com').replace(/\/$/, ''),
  };
  if (url.protocol !== 'cloudinary:' || !settings.cloudName || !settings.apiKey || !settings.apiSecret) {
    throw new Error('Invalid CLOUDINARY_URL: expected cloudinary://<api_key>:<api_secret>@<cloud_name>');
  }
  return settings;
}

type Sdk = typeof import('cloudinary').v2;

interface CloudinaryError {
  message?: string;
  http_code?: number;
}

const splitKey = (key: string) => {
  const dot = key.lastIndexOf('.');
  return { publicId: key.slice(0, dot), format: key.slice(dot + 1) };
};

export function createCloudinaryImageStorage(settings: CloudinarySettings, now: () => Date): ImageStorage {
  let sdk: Promise<Sdk> | undefined;
  const load = () =>
    (sdk ??= import('cloudinary').then(({ v2 }) => {
      v2.config({
        cloud_name: settings.cloudName,
        api_key: settings.apiKey,
        api_secret: settings.apiSecret,
        upload_prefix: settings.uploadPrefix,
        secure: true,
      });
      return v2;
    }));
  const downloadBase = `${settings.uploadPrefix}/v1_1/${settings.cloudName}/image/download?`;
  const asError = (error: CloudinaryError | Error, action: string) =>
    new Error(`Cloudinary ${action} failed${'http_code' in error && error.http_code ? ` (${error.http_code})` : ''}: ${error.message ?? 'unknown error'}`);

  return {
    kind: 'cloudinary',

    async put(key: string, bytes: Uint8Array, contentType: ImageContentType) {
      if (!IMAGE_KEY_PATTERN.test(key) || !key.endsWith(`.${EXT_BY_TYPE[contentType]}`)) throw new Error(`Invalid image key: ${key}`);
      const cloudinary = await load();
      const { publicId } = splitKey(key);
      await new Promise<void>((resolve, reject) => {
        const stream = cloudinary.uploader.upload_stream(
          { public_id: publicId, resource_type: 'image', type: 'private', overwrite: false, timeout: 30_000 },
          (error, result) => (error || !result ? reject(asError(error ?? new Error('no result'), 'upload')) : resolve()),
        );
        stream.end(Buffer.from(bytes));
      });
    },

    async delete(key: string) {
      if (!IMAGE_KEY_PATTERN.test(key)) return;
      const cloudinary = await load();
      const { publicId } = splitKey(key);
      const result = await cloudinary.uploader
        .destroy(publicId, { resource_type: 'image', type: 'private', invalidate: true })
        .catch((error: CloudinaryError) => {
          throw asError(error, 'delete');
        });
      if (result?.result !== 'ok' && result?.result !== 'not found') {
        throw new Error(`Cloudinary delete failed: ${JSON.stringify(result)}`);
      }
    },

    async signedUrl(key: string, expiresInSeconds = SIGNED_URL_DEFAULT_SECONDS) {
      const cloudinary = await load();
      const { publicId, format } = splitKey(key);
      const nowSeconds = Math.floor(now().getTime() / 1000);
      // `timestamp` is read by the SDK (it signs it) but missing from its typings.
      const options = { resource_type: 'image', type: 'private', timestamp: nowSeconds, expires_at: nowSeconds + expiresInSeconds };
      return cloudinary.utils.private_download_url(publicId, format, options as Parameters<Sdk['utils']['private_download_url']>[2]);
    },

    keyFromUrl(url: string) {
      if (!url.startsWith(downloadBase)) return null;
      const params = new URLSearchParams(url.slice(downloadBase.length));
      const key = `${params.get('public_id') ?? ''}.${params.get('format') ?? ''}`;
      return IMAGE_KEY_PATTERN.test(key) ? key : null;
    },
  };
}
