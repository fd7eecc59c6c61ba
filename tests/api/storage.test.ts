// The image storage adapters: local disk (signed, expiring URLs it serves itself) and Cloudinary
// against a local fake Cloudinary API that checks the SDK's signatures, plus the gateway choosing
// Cloudinary when CLOUDINARY_URL is set and the storage configuration rules.
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCloudinaryImageStorage, parseCloudinaryUrl } from '../../gateway/storage/cloudinary.ts';
import { addDemoDishImages } from '../../gateway/storage/demo-images.ts';
import { storageConfig } from '../../gateway/storage/config.ts';
import { createLocalImageStorage } from '../../gateway/storage/local.ts';
import { solidPng } from '../support/png.ts';
import { seed } from '../../prisma/seed.ts';
import { sniffImage } from '../../schema/images/sniff.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { gqlUpload, restUpload } from '../support/uploads.ts';
import { createUserAndLogin } from '../support/users.ts';

const PNG = solidPng(40, 30, [250, 200, 0]);

describe('solidPng and sniffImage', () => {
  it('the generated PNG is recognised with its size', () => {
    expect(sniffImage(PNG)).toEqual({ contentType: 'image/png', ext: 'png', width: 40, height: 30 });
    expect(sniffImage(new TextEncoder().encode('GIF8'))).toBeNull();
  });
});

describe('local disk storage', () => {
  let dir: string;
  let now = new Date('2026-11-21T10:00:00Z');
  let storage: ReturnType<typeof createLocalImageStorage>;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'storage-test-'));
    storage = createLocalImageStorage({ dir, secret: 'test-secret', publicUrl: 'https://meals.example/', now: () => now });
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  // The page's origin, whatever it is: the URLs are site-relative.
  const get = (url: string, method = 'GET') => storage.serve(new Request(new URL(url, 'http://127.0.0.1:4000'), { method }));

  it('puts under the given key (never over another, never outside its folder), signs, serves until expiry, deletes', async () => {
    const key = 'dishes/0b8e2d1c-5b0e-4c47-9a57-2f6f0c3a9d10-w40.png';
    await storage.put(key, PNG, 'image/png');
    expect(await readdir(join(dir, 'dishes'))).toEqual([key.split('/')[1]]);
    await expect(storage.put(key, PNG, 'image/png')).rejects.toThrow(/EEXIST/);
    await expect(storage.put('dishes/../../etc.png', PNG, 'image/png')).rejects.toThrow('Invalid image key');
    await expect(storage.put('dishes/a.jpg', PNG, 'image/png')).rejects.toThrow('Invalid image key');

    const url = await storage.signedUrl(key, 60);
    expect(url).toMatch(new RegExp(`^/uploads/${key}\\?expires=${now.getTime() / 1000 + 60}&signature=[\\w-]{43}$`));
    expect(storage.keyFromUrl(url)).toBe(key);
    // Absolute: on PUBLIC_URL (as signed before), or on any host name with our signature.
    expect(storage.keyFromUrl(`https://meals.example${url}`)).toBe(key);
    expect(storage.keyFromUrl(`http://127.0.0.1:4000${url}`)).toBe(key);
    expect(storage.keyFromUrl('https://elsewhere.example/uploads/' + key)).toBeNull();
    expect(storage.keyFromUrl(`https://elsewhere.example${url.replace(/signature=./, 'signature=x')}`)).toBeNull();
    expect(storage.keyFromUrl('https://meals.example/uploads/../../secret.png')).toBeNull();

    const ok = await get(url);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('image/png');
    expect(ok.headers.get('x-content-type-options')).toBe('nosniff');
    expect(ok.headers.get('cache-control')).toBe('private, max-age=60');
    expect(Buffer.from(await ok.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await get(url, 'POST')).status).toBe(405);

    // Another secret does not verify.
    const other = createLocalImageStorage({ dir, secret: 'other', publicUrl: 'https://meals.example', now: () => now });
    expect((await get(await other.signedUrl(key, 60))).status).toBe(403);

    now = new Date(now.getTime() + 61_000);
    expect((await get(url)).status).toBe(403);

    await storage.delete(key);
    await storage.delete(key); // twice is fine
    expect((await get(await storage.signedUrl(key))).status).toBe(404);
  });
});

/** A fake of the Cloudinary upload API: upload, destroy and the signed private download. */
class FakeCloudinary {
  server!: Server;
  port = 0;
  readonly assets = new Map<string, { bytes: Buffer; format: string; type: string }>();
  readonly calls: { action: string; params: Record<string, string> }[] = [];
  constructor(
    readonly cloud: string,
    readonly apiKey: string,
    readonly secret: string,
    readonly now: () => number,
  ) {}

  /** The SDK's signature: sorted k=v pairs joined by &, the secret appended, sha1 hex. */
  private signatureOk(params: Record<string, string>) {
    const toSign = Object.entries(params)
      .filter(([k, v]) => !['file', 'api_key', 'resource_type', 'cloud_name', 'signature'].includes(k) && v !== '')
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, v]) => `${k}=${v}`.replace(/&/g, '%26'))
      .join('&');
    return params.api_key === this.apiKey && createHash('sha1').update(toSign + this.secret).digest('hex') === params.signature;
  }

  async start() {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as { port: number }).port;
  }

  private send(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url!, 'http://fake');
    const base = `/v1_1/${this.cloud}/image/`;
    if (!url.pathname.startsWith(base)) return this.send(res, 404, { error: { message: 'unknown path' } });
    const action = url.pathname.slice(base.length);
    const params: Record<string, string> = {};
    let file: Buffer | undefined;
    if (req.method === 'POST') {
      const form = await new Response(Buffer.concat(chunks), { headers: { 'content-type': req.headers['content-type']! } }).formData();
      for (const [k, v] of form.entries()) {
        if (typeof v === 'string') params[k] = v;
        else file = Buffer.from(await v.arrayBuffer());
      }
    } else {
      url.searchParams.forEach((v, k) => (params[k] = v));
    }
    this.calls.push({ action, params });
    if (!this.signatureOk(params)) return this.send(res, 401, { error: { message: 'Invalid Signature' } });
    if (action === 'upload') {
      if (!file) return this.send(res, 400, { error: { message: 'Missing file' } });
      const image = sniffImage(file);
      if (!image) return this.send(res, 400, { error: { message: 'Invalid image file' } });
      this.assets.set(params.public_id!, { bytes: file, format: image.ext, type: params.type ?? 'upload' });
      return this.send(res, 200, {
        public_id: params.public_id,
        version: 1,
        format: image.ext,
        resource_type: 'image',
        type: params.type,
        width: image.width,
        height: image.height,
        bytes: file.length,
      });
    }
    if (action === 'destroy') {
      const existed = this.assets.delete(params.public_id!);
      return this.send(res, 200, { result: existed ? 'ok' : 'not found' });
    }
    if (action === 'download') {
      if (Number(params.expires_at) <= this.now()) return this.send(res, 401, { error: { message: 'Expired' } });
      const asset = this.assets.get(params.public_id!);
      if (!asset || asset.type !== params.type) return this.send(res, 404, { error: { message: 'Resource not found' } });
      res.writeHead(200, { 'content-type': `image/${params.format === 'jpg' ? 'jpeg' : params.format}` }).end(asset.bytes);
      return;
    }
    return this.send(res, 404, { error: { message: 'unknown action' } });
  }

  close() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

describe('Cloudinary storage against a fake Cloudinary API', () => {
  let fake: FakeCloudinary;
  let clock = Date.parse('2026-11-21T10:00:00Z');
  let url: string;

  beforeAll(async () => {
    fake = new FakeCloudinary('demo-cloud', '123456', 'fake-api-secret', () => Math.floor(clock / 1000));
    await fake.start();
    url = `cloudinary://123456:fake-api-secret@demo-cloud?upload_prefix=http://127.0.0.1:${fake.port}`;
    // The SDK reads CLOUDINARY_URL (http or https) when it loads, which the storage does lazily.
    process.env.CLOUDINARY_URL = url;
  });
  afterAll(async () => {
    delete process.env.CLOUDINARY_URL;
    await fake?.close();
  });

  it('parses CLOUDINARY_URL and refuses a malformed one', () => {
    expect(parseCloudinaryUrl(url)).toEqual({
      cloudName: 'demo-cloud',
      apiKey: '123456',
      apiSecret: 'fake-api-secret',
      uploadPrefix: `http://127.0.0.1:${fake.port}`,
    });
    expect(parseCloudinaryUrl('cloudinary://k:s@c').uploadPrefix).toBe('https://api.cloudinary.com');
    expect(() => parseCloudinaryUrl('https://k:s@c')).toThrow(/Invalid CLOUDINARY_URL/);
    expect(() => parseCloudinaryUrl('cloudinary://c')).toThrow(/Invalid CLOUDINARY_URL/);
    expect(() => storageConfig({ CLOUDINARY_URL: 'nonsense' }, './.data', 'x')).toThrow(/Invalid CLOUDINARY_URL/);
  });

  it('uploads a private asset with a signed request, signs expiring download URLs, deletes', async () => {
    const storage = createCloudinaryImageStorage(parseCloudinaryUrl(url), () => new Date(clock));
    const key = 'dishes/4c2d7a8e-1f0b-4e5a-8c3d-9b6e2f1a0c57-w40.png';
    await storage.put(key, PNG, 'image/png');
    await expect(storage.put('dishes/a.jpg', PNG, 'image/png')).rejects.toThrow('Invalid image key');
    const upload = fake.calls.at(-1)!;
    expect(upload.action).toBe('upload');
    expect(upload.params).toMatchObject({ public_id: key.replace(/\.png$/, ''), type: 'private', api_key: '123456' });
    expect(fake.assets.get(key.replace(/\.png$/, ''))!.bytes.equals(PNG)).toBe(true);

    const signed = await storage.signedUrl(key, 120);
    expect(signed.startsWith(`http://127.0.0.1:${fake.port}/v1_1/demo-cloud/image/download?`)).toBe(true);
    const params = new URL(signed).searchParams;
    expect(params.get('expires_at')).toBe(String(Math.floor(clock / 1000) + 120));
    expect(params.get('type')).toBe('private');
    expect(storage.keyFromUrl(signed)).toBe(key);
    expect(storage.keyFromUrl('https://res.cloudinary.com/demo-cloud/image/upload/x.png')).toBeNull();

    const res = await fetch(signed);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
    // Tampering breaks the signature; time passing expires the URL.
    expect((await fetch(signed.replace(/expires_at=\d+/, `expires_at=${Math.floor(clock / 1000) + 99_999}`))).status).toBe(401);
    clock += 121_000;
    expect((await fetch(signed)).status).toBe(401);

    await storage.delete(key);
    expect(fake.calls.at(-1)).toMatchObject({ action: 'destroy', params: { public_id: key.replace(/\.png$/, ''), type: 'private' } });
    expect(fake.assets.size).toBe(0);
    await storage.delete(key); // 'not found' is fine
  });

  it('surfaces a refused request as an error (wrong secret)', async () => {
    const wrong = createCloudinaryImageStorage(
      parseCloudinaryUrl(`cloudinary://123456:wrong-secret@demo-cloud?upload_prefix=http://127.0.0.1:${fake.port}`),
      () => new Date(clock),
    );
    await expect(wrong.put('dishes/x-w40.png', PNG, 'image/png')).rejects.toThrow(/Cloudinary upload failed \(401\): Invalid Signature/);
  });

  describe('the gateway with CLOUDINARY_URL set', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp('pglite', { env: { CLOUDINARY_URL: url } });
    });
    afterAll(async () => {
      await t?.close();
    });

    it('stores uploads on Cloudinary and lists them with signed Cloudinary URLs; /uploads/ is not served', async () => {
      const admin = await createUserAndLogin(t, { role: 'admin' });
      const before = fake.assets.size;
      const g = await gqlUpload(t, { name: 'file', bytes: PNG, filename: 'x.png' }, admin.token);
      expect(g.body.errors).toBeUndefined();
      const image = g.body.data.uploadDishImage;
      expect(image).toMatchObject({ width: 40, height: 30, contentType: 'image/png' });
      expect(fake.assets.size).toBe(before + 1);
      expect(image.url.startsWith(`http://127.0.0.1:${fake.port}/v1_1/demo-cloud/image/download?`)).toBe(true);
      const served = await fetch(image.url);
      expect(served.status).toBe(200);

      const r = await restUpload(t, [{ name: 'file', bytes: solidPng(8, 8, [0, 0, 255]), filename: 'y.png' }], admin.token);
      expect(r.status).toBe(200);
      const thumbs = await t.rest('GET', '/uploads/dish-thumbnails', undefined, { token: admin.token });
      expect(thumbs.body.total).toBe(2);
      for (const d of thumbs.body.data) expect((await fetch(d.url)).status).toBe(200);

      // A dish created with the signed URL stores the key.
      const cat = await t.gql('mutation { createDishCategory(name: "Cloud") { categoryId } }', {}, { token: admin.token });
      const dish = await t.gql(
        'mutation($input: CreateDishInput!) { createDish(input: $input) { dishId imageKey imageUrl } }',
        { input: { name: 'Cloud Dish', description: 'From the cloud', type: 'veg', dishCategoryId: cat.data.createDishCategory.categoryId, imageUrl: image.url } },
        { token: admin.token },
      );
      expect(dish.errors).toBeUndefined();
      expect(dish.data.createDish.imageKey).toBe(image.key);

      const del = await t.rest('DELETE', `/uploads/dishes/${encodeURIComponent(thumbs.body.data[0].key)}`, undefined, { token: admin.token });
      expect(del.status).toBe(200);
      expect(fake.assets.size).toBe(before + 1);
      expect((await t.app.fetch(`http://localhost/uploads/${image.key}?expires=1&signature=x`)).status).toBe(404);
    });
  });
});

describe('storage configuration', () => {
  it('local disk under DATA_DIR/uploads, a throwaway folder for memory://, UPLOADS_DIR and UPLOAD_URL_SECRET override', () => {
    const local = storageConfig({}, '/srv/data', 'code-secret');
    expect(local).toMatchObject({ kind: 'local', dir: '/srv/data/uploads' });
    expect(local.kind === 'local' && local.urlSecret).not.toBe('code-secret');
    expect(storageConfig({}, 'memory://', 'code-secret')).toMatchObject({ kind: 'local', dir: null });
    expect(storageConfig({ UPLOADS_DIR: '/mnt/images', UPLOAD_URL_SECRET: 's3cret' }, '/srv/data', 'x')).toEqual({
      kind: 'local',
      dir: '/mnt/images',
      urlSecret: 's3cret',
    });
    expect(storageConfig({ CLOUDINARY_URL: 'cloudinary://k:s@c' }, '/srv/data', 'x')).toEqual({ kind: 'cloudinary', url: 'cloudinary://k:s@c' });
  });
});

describe('demo dish images for a seeded embedded database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('gives every seeded dish a generated 960 x 720 PNG with its srcset copies through the storage, once', async () => {
    await seed(t.prisma, { admin: { email: 'admin@example.com', password: 'Admin@1234' }, demo: true });
    const dishes = await t.prisma.dish.count();
    expect(dishes).toBeGreaterThan(5);
    expect(await t.prisma.dish.count({ where: { imageUrl: null } })).toBe(dishes);

    expect(await addDemoDishImages(t.prisma, t.app.services.images)).toBe(dishes);
    expect(await t.prisma.dish.count({ where: { imageUrl: null } })).toBe(0);
    expect(await t.prisma.dishImage.count()).toBe(dishes);
    expect(await addDemoDishImages(t.prisma, t.app.services.images)).toBe(0);

    const dish = await t.prisma.dish.findFirstOrThrow({ orderBy: { id: 'asc' } });
    expect(dish.imageUrl).toMatch(/^dishes\/[0-9a-f-]{36}-w960\.png$/);
    const copy = await t.app.services.images.signedUrl(dish.imageUrl!.replace('-w960.png', '-w640.webp'));
    const copied = await t.app.fetch(new URL(copy, 'http://localhost'));
    expect(sniffImage(new Uint8Array(await copied.arrayBuffer()))).toMatchObject({ contentType: 'image/webp', width: 640, height: 480 });
    const url = await t.app.services.images.signedUrl(dish.imageUrl!);
    const res = await t.app.fetch(new URL(url, 'http://localhost'));
    expect(res.status).toBe(200);
    expect(sniffImage(new Uint8Array(await res.arrayBuffer()))).toEqual({ contentType: 'image/png', ext: 'png', width: 960, height: 720 });
  });
});
