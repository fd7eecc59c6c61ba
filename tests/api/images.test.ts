// Dish images end to end through the gateway (GraphQL multipart uploads and the REST facade) on
// PGlite and real PostgreSQL, with the local-disk storage and its signed, expiring URLs.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solidPng } from '../support/png.ts';
import { MAX_IMAGE_BYTES } from '@freshmeals/rules/dishes';
import { createTestApp, type TestApp } from '../support/app.ts';
import { dbKinds } from '../support/db.ts';
import { gqlUpload, restUpload, type FilePart } from '../support/uploads.ts';
import { createUserAndLogin, type TestUser } from '../support/users.ts';

/** A real image of the given format and size, made with sharp. */
const encoded = (format: 'jpeg' | 'webp' | 'gif' | 'png', width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c85028' } })
    .toFormat(format)
    .toBuffer()
    .then((b) => new Uint8Array(b));

/** A JPEG header (SOI, SOF0 with the size, EOI) and nothing else: it sniffs as a JPEG but does not decode. */
const jpegHeaderOnly = new Uint8Array([0xff, 0xd8, 0xff, 0xc0, 0x00, 0x11, 8, 1, 224, 2, 128, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1, 0xff, 0xd9]);

const png = (w = 30, h = 20, color: [number, number, number] = [200, 80, 40]): FilePart => ({
  name: 'file',
  bytes: solidPng(w, h, color),
  filename: 'dish.png',
  type: 'image/png',
});

const IMAGES = `query($first: Int, $after: String) { dishImages(first: $first, after: $after) { totalCount edges { node { key url width height } } } }`;
const SIGNED = `query($key: String!, $expiresIn: Int) { signedImageUrl(key: $key, expiresIn: $expiresIn) }`;
const DELETE = `mutation($key: String!) { deleteDishImage(key: $key) { deletedId key message } }`;

describe.each(dbKinds)('dish images on %s', (kind) => {
  let t: TestApp;
  let admin: TestUser;
  let customer: TestUser;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await createUserAndLogin(t, { role: 'admin' });
    customer = await createUserAndLogin(t, { role: 'customer' });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Fetches a URL the API signed (site-relative, `/uploads/…`) through the gateway, as a page on another host name would. */
  const fetchSigned = (url: string, method = 'GET') => {
    expect(url).toMatch(/^\/uploads\//);
    return t.app.fetch(new URL(url, 'http://127.0.0.1:4000'), { method });
  };

  async function upload(file: FilePart = png()) {
    const res = await gqlUpload(t, file, admin.token);
    expect(res.body.errors).toBeUndefined();
    return res.body.data.uploadDishImage as { key: string; url: string; width: number; height: number; imageId: number };
  }

  it('uploads a PNG over GraphQL: server-made key, type and size from the bytes, served through a signed URL', async () => {
    const file = png(300, 200);
    const res = await gqlUpload(t, { ...file, filename: 'whatever.exe', type: 'application/octet-stream' }, admin.token);
    expect(res.status).toBe(200);
    const image = res.body.data.uploadDishImage;
    expect(image.key).toMatch(/^dishes\/[0-9a-f-]{36}-w300\.png$/);
    expect(image).toMatchObject({ contentType: 'image/png', width: 300, height: 200 });
    const row = await t.prisma.dishImage.findUniqueOrThrow({ where: { key: image.key } });
    expect(row).toMatchObject({ contentType: 'image/png', bytes: image.bytes, width: 300, height: 200 });

    expect(image.url).toMatch(new RegExp(`^/uploads/${image.key}\\?expires=\\d+&signature=[\\w-]+$`));
    const served = await fetchSigned(image.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const servedBytes = new Uint8Array(await served.arrayBuffer());
    expect(servedBytes.length).toBe(image.bytes);
    expect(await sharp(servedBytes).metadata()).toMatchObject({ format: 'png', width: 300, height: 200 });
    const head = await fetchSigned(image.url, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(image.bytes));
  });

  it.each([
    ['JPEG', 'jpeg', 'image/jpeg', 'jpg', 640, 480],
    ['WebP', 'webp', 'image/webp', 'webp', 300, 300],
    ['GIF', 'gif', 'image/gif', 'gif', 12, 34],
  ] as const)('recognises %s by its bytes', async (_label, format, contentType, ext, width, height) => {
    const image = await upload({ name: 'file', bytes: await encoded(format, width, height), filename: 'photo.png', type: 'image/png' });
    expect(image.key).toMatch(new RegExp(`^dishes/[0-9a-f-]{36}-w${width}\\.${ext}$`));
    expect(image).toMatchObject({ width, height });
    const served = await fetchSigned(image.url);
    expect(served.headers.get('content-type')).toBe(contentType);
  });

  it('stores a large photo upright, without its metadata, at most 1200 px, with WebP copies for srcset', async () => {
    // A 2400 x 1800 camera JPEG whose EXIF says "turn 90°" and where it was taken.
    const photo = await sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#3a7d44' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Make: 'PhoneCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 0/1' } })
      .toBuffer();
    expect(await sharp(photo).metadata()).toMatchObject({ orientation: 6, exif: expect.any(Buffer) });
    const res = await gqlUpload(t, { name: 'file', bytes: new Uint8Array(photo), filename: 'lunch.jpg', type: 'image/jpeg' }, admin.token, 'mutation($file: File) { uploadDishImage(file: $file) { key url srcSet width height bytes } }');
    expect(res.body.errors).toBeUndefined();
    const image = res.body.data.uploadDishImage as { key: string; url: string; srcSet: string; width: number; height: number; bytes: number };
    // Upright, the photo is 1800 x 2400; its longer side becomes 1200.
    expect(image).toMatchObject({ width: 900, height: 1200 });
    expect(image.key).toMatch(/^dishes\/[0-9a-f-]{36}-w900\.jpg$/);
    const stored = await sharp(new Uint8Array(await (await fetchSigned(image.url)).arrayBuffer())).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 900, height: 1200 });
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();

    const entries = image.srcSet.split(', ').map((entry) => entry.split(' ') as [string, string]);
    expect(entries.map(([, w]) => w)).toEqual(['320w', '640w', '900w']);
    expect(entries[2]![0]).toBe(image.url);
    for (const [url, w] of entries.slice(0, 2)) {
      const copy = await fetchSigned(url);
      expect(copy.headers.get('content-type')).toBe('image/webp');
      expect(await sharp(new Uint8Array(await copy.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: parseInt(w) });
    }

    // A dish with it has the same srcset; a small image has none.
    const category = await t.gql('mutation { createDishCategory(name: "Srcset") { categoryId } }', {}, { token: admin.token });
    const dish = await t.gql(
      'mutation($input: CreateDishInput!) { createDish(input: $input) { imageSrcSet } }',
      { input: { name: 'Srcset Dish', description: 'Big photo', type: 'veg', dishCategoryId: category.data.createDishCategory.categoryId, imageUrl: image.key } },
      { token: admin.token },
    );
    expect(dish.data.createDish.imageSrcSet.split(', ').map((e: string) => e.split(' ')[1])).toEqual(['320w', '640w', '900w']);
    const small = await gqlUpload(t, png(300, 200), admin.token, 'mutation($file: File) { uploadDishImage(file: $file) { srcSet } }');
    expect(small.body.data.uploadDishImage.srcSet).toBeNull();

    // Deleting the image deletes its copies.
    await t.prisma.dish.deleteMany({ where: { imageUrl: image.key } });
    expect((await t.gql(DELETE, { key: image.key }, { token: admin.token })).errors).toBeUndefined();
    for (const [url] of entries) expect((await fetchSigned(url)).status).toBe(404);
  });

  it('refuses files that are not images, whatever their name or declared type', async () => {
    const before = await t.prisma.dishImage.count();
    const cases: FilePart[] = [
      { name: 'file', bytes: new TextEncoder().encode('hello, I am text'), filename: 'photo.png', type: 'image/png' },
      {
        name: 'file',
        bytes: new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        filename: 'logo.svg',
        type: 'image/svg+xml',
      },
      { name: 'file', bytes: new Uint8Array([0x89, 0x50, 0x4e]), filename: 'cut.png', type: 'image/png' },
      // Starts like a JPEG but holds no picture.
      { name: 'file', bytes: jpegHeaderOnly, filename: 'photo.jpg', type: 'image/jpeg' },
    ];
    for (const file of cases) {
      const g = await gqlUpload(t, file, admin.token);
      expect(g.body.errors?.[0]).toMatchObject({
        message: 'Only image files (PNG, JPEG, WebP or GIF) are accepted',
        extensions: { code: 'BAD_USER_INPUT' },
      });
      const r = await restUpload(t, [file], admin.token);
      expect(r).toMatchObject({ status: 400, body: { message: 'Only image files (PNG, JPEG, WebP or GIF) are accepted' } });
    }
    expect(await t.prisma.dishImage.count()).toBe(before);
  });

  it("a missing file gets 'A file is required' (GraphQL and REST)", async () => {
    const g = await gqlUpload(t, null, admin.token);
    expect(g.body.errors?.[0]).toMatchObject({ message: 'A file is required', extensions: { code: 'BAD_USER_INPUT' } });
    const r = await restUpload(t, [], admin.token, { note: 'no file here' });
    expect(r).toMatchObject({ status: 400, body: { message: 'A file is required' } });
    const empty = await restUpload(t, [{ name: 'file', bytes: new Uint8Array(0), filename: 'empty.png' }], admin.token);
    expect(empty).toMatchObject({ status: 400, body: { message: 'A file is required' } });
    const json = await t.rest('POST', '/uploads/dishes', { file: 'x' }, { token: admin.token });
    expect(json).toMatchObject({ status: 400, body: { message: 'The request body must be multipart/form-data' } });
  });

  it('refuses images over 5 MB with 413 while streaming, and in the resolver', async () => {
    const big = new Uint8Array(MAX_IMAGE_BYTES + 1);
    big.set(solidPng(2, 2, [0, 0, 0]));
    const file: FilePart = { name: 'file', bytes: big, filename: 'big.png', type: 'image/png' };
    const before = await t.prisma.dishImage.count();

    const g = await gqlUpload(t, file, admin.token);
    expect(g.status).toBe(413);
    expect(g.body.errors?.[0]).toMatchObject({ message: 'Image is too large (max 5 MB)', extensions: { code: 'PAYLOAD_TOO_LARGE' } });
    const r = await restUpload(t, [file], admin.token);
    expect(r).toMatchObject({ status: 413, body: { message: 'Image is too large (max 5 MB)' } });

    // A body handed over as FormData (not streamed) still meets the resolver's own check.
    const form = new FormData();
    form.set('operations', JSON.stringify({ query: 'mutation($file: File) { uploadDishImage(file: $file) { key } }', variables: { file: null } }));
    form.set('map', JSON.stringify({ 0: ['variables.file'] }));
    form.set('0', new File([big], 'big.png', { type: 'image/png' }));
    const direct = await t.app.fetch('http://localhost/graphql', {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.token}` },
      body: form,
    });
    const body = (await direct.json()) as { errors?: { message: string; extensions: { code: string } }[] };
    expect(body.errors?.[0]).toMatchObject({ message: 'Image is too large (max 5 MB)', extensions: { code: 'PAYLOAD_TOO_LARGE' } });

    // Exactly 5 MB is accepted.
    const max = await upload({ ...file, bytes: big.subarray(0, MAX_IMAGE_BYTES) });
    expect(max.key).toMatch(/\.png$/);
    expect(await t.prisma.dishImage.count()).toBe(before + 1);
  });

  it('signed URLs: 403 when expired, tampered or re-keyed; 404 for unknown keys', async () => {
    const image = await upload();
    const url = new URL(image.url, 'http://localhost');
    const sig = url.searchParams.get('signature')!;
    const expires = url.searchParams.get('expires')!;
    const tampered = sig.slice(0, -1) + (sig.endsWith('A') ? 'B' : 'A');
    const attempts = [
      `/uploads/${image.key}?expires=${expires}&signature=${tampered}`,
      `/uploads/${image.key}?expires=${Number(expires) + 3600}&signature=${sig}`,
      `/uploads/${image.key}?expires=${expires}`,
      `/uploads/${image.key}`,
    ];
    for (const path of attempts) {
      const res = await t.app.fetch(`http://localhost${path}`);
      expect(res.status, path).toBe(403);
    }
    // Another key with this key's signature.
    const other = await upload(png(5, 5));
    const swapped = await t.app.fetch(`http://localhost/uploads/${other.key}?expires=${expires}&signature=${sig}`);
    expect(swapped.status).toBe(403);
    expect((await t.app.fetch(`http://localhost/uploads/../dev-secrets.json?expires=${expires}&signature=${sig}`)).status).toBe(404);
    expect((await t.app.fetch(`http://localhost/uploads/dishes/x.svg?expires=${expires}&signature=${sig}`)).status).toBe(404);

    // Valid until the lifetime has passed (1 hour by default).
    expect(Number(expires) - Math.floor(t.clock.now().getTime() / 1000)).toBeGreaterThan(3590);
    expect(Number(expires) - Math.floor(t.clock.now().getTime() / 1000)).toBeLessThanOrEqual(3600);
    t.clock.advance(3000_000);
    expect((await fetchSigned(image.url)).status).toBe(200);
    t.clock.advance(601_000);
    const expired = await fetchSigned(image.url);
    expect(expired.status).toBe(403);
    expect(await expired.json()).toEqual({ message: 'This image link has expired' });
  });

  it('image URLs and srcsets are site-relative, so the site shows them on any host name (127.0.0.1, a proxy)', async () => {
    const up = await gqlUpload(t, png(1000, 700), admin.token, 'mutation($file: File) { uploadDishImage(file: $file) { key url srcSet } }');
    const image = up.body.data.uploadDishImage as { key: string; url: string; srcSet: string };
    const category = await t.gql('mutation { createDishCategory(name: "Any host") { categoryId } }', {}, { token: admin.token });
    const created = await t.gql(
      'mutation($input: CreateDishInput!) { createDish(input: $input) { dishId imageUrl imageSrcSet } }',
      { input: { name: 'Any Host Dish', description: 'Seen from 127.0.0.1', type: 'veg', dishCategoryId: category.data.createDishCategory.categoryId, imageUrl: image.key } },
      { token: admin.token },
    );
    const dish = created.data.createDish as { dishId: number; imageUrl: string; imageSrcSet: string };
    const rest = await t.rest('GET', '/dishes?limit=100', undefined, { token: admin.token });
    const restDish = rest.body.data.find((d: { id: number }) => d.id === dish.dishId);
    const thumbnails = await t.rest('GET', '/uploads/dish-thumbnails?limit=100', undefined, { token: admin.token });
    const presigned = await t.rest('GET', `/uploads/presigned-url?key=${encodeURIComponent(image.key)}`, undefined, { token: admin.token });
    const srcSetUrls = (srcSet: string) => srcSet.split(', ').map((entry) => entry.split(' ')[0]!);
    const urls = [
      image.url,
      ...srcSetUrls(image.srcSet),
      dish.imageUrl,
      ...srcSetUrls(dish.imageSrcSet),
      restDish.imageUrl,
      thumbnails.body.data.find((d: { key: string }) => d.key === image.key).url,
      presigned.body.url ?? presigned.body.data?.url,
    ];
    expect(srcSetUrls(dish.imageSrcSet).length).toBeGreaterThan(1);
    for (const url of urls) {
      expect(url).toMatch(new RegExp(`^/uploads/dishes/[\\w-]+\\.(png|webp)\\?expires=\\d+&signature=[\\w-]+$`));
      // The browser resolves it against the page's own origin, whatever PUBLIC_URL says.
      for (const origin of ['http://127.0.0.1:4000', 'https://meals.proxy.example']) {
        const served = await t.app.fetch(new URL(url, origin));
        expect(served.status, `${origin}${url}`).toBe(200);
        expect(served.headers.get('content-type')).toMatch(/^image\/(png|webp)$/);
      }
    }
    // Sent back as a dish's image, a site-relative URL of ours is stored as its key.
    const again = await t.gql(
      'mutation($input: CreateDishInput!) { createDish(input: $input) { dishId imageKey } }',
      { input: { name: 'Any Host Dish 2', description: 'Posted back', type: 'veg', dishCategoryId: category.data.createDishCategory.categoryId, imageUrl: dish.imageUrl } },
      { token: admin.token },
    );
    expect(again.errors).toBeUndefined();
    expect(again.data.createDish.imageKey).toBe(image.key);
  });

  it('signedImageUrl and GET /uploads/presigned-url: default 3600 s, custom lifetime, bounds, unknown keys', async () => {
    const image = await upload();
    const nowSeconds = () => Math.floor(t.clock.now().getTime() / 1000);
    const expiresOf = (u: string) => Number(new URL(u, 'http://localhost').searchParams.get('expires'));

    const short = await t.gql(SIGNED, { key: image.key, expiresIn: 60 }, { token: admin.token });
    expect(short.errors).toBeUndefined();
    expect(expiresOf(short.data.signedImageUrl) - nowSeconds()).toBeGreaterThanOrEqual(59);
    expect(expiresOf(short.data.signedImageUrl) - nowSeconds()).toBeLessThanOrEqual(60);
    expect((await fetchSigned(short.data.signedImageUrl)).status).toBe(200);

    const rest = await t.rest('GET', `/uploads/presigned-url?key=${encodeURIComponent(image.key)}`, undefined, { token: admin.token });
    expect(rest.status).toBe(200);
    expect(Object.keys(rest.body)).toEqual(['url']);
    expect(expiresOf(rest.body.url) - nowSeconds()).toBeGreaterThanOrEqual(3599);
    const custom = await t.rest('GET', `/uploads/presigned-url?key=${encodeURIComponent(image.key)}&expiresIn=120`, undefined, { token: admin.token });
    expect(expiresOf(custom.body.url) - nowSeconds()).toBeLessThanOrEqual(120);

    for (const expiresIn of [0, -5, 7 * 24 * 3600 + 1]) {
      const bad = await t.gql(SIGNED, { key: image.key, expiresIn }, { token: admin.token });
      expect(bad.errors?.[0]?.message).toBe('expiresIn must be between 1 and 604800 seconds');
    }
    const unknown = await t.gql(SIGNED, { key: 'dishes/00000000-0000-0000-0000-000000000000.png' }, { token: admin.token });
    expect(unknown.errors?.[0]).toMatchObject({ message: 'Image not found', extensions: { code: 'NOT_FOUND' } });
    const notAKey = await t.rest('GET', '/uploads/presigned-url?key=../../etc/passwd', undefined, { token: admin.token });
    expect(notAKey).toMatchObject({ status: 400, body: { message: 'Image not found' } });
  });

  it('dishImages: newest first, 8 a page with totalCount; GET /uploads/dish-thumbnails { data: [{url, key}], total }', async () => {
    await t.prisma.dish.deleteMany({});
    await t.prisma.dishImage.deleteMany({});
    const keys: string[] = [];
    for (let i = 0; i < 10; i++) {
      keys.push((await upload(png(4 + i, 4, [i * 20, 0, 0]))).key);
      t.clock.advance(1000);
    }
    const newestFirst = [...keys].reverse();
    const page1 = await t.gql(IMAGES, {}, { token: admin.token });
    expect(page1.errors).toBeUndefined();
    expect(page1.data.dishImages.totalCount).toBe(10);
    expect(page1.data.dishImages.edges.map((e: any) => e.node.key)).toEqual(newestFirst.slice(0, 8));

    const rest2 = await t.rest('GET', '/uploads/dish-thumbnails?page=2&limit=8', undefined, { token: admin.token });
    expect(rest2.status).toBe(200);
    expect(rest2.body.total).toBe(10);
    expect(rest2.body.page).toBe(2);
    expect(rest2.body.data.map((d: any) => d.key)).toEqual(newestFirst.slice(8));
    for (const d of rest2.body.data) {
      expect(d.url).toContain(`/uploads/${d.key}?expires=`);
      expect((await fetchSigned(d.url)).status).toBe(200);
    }
    const rest1 = await t.rest('GET', '/uploads/dish-thumbnails', undefined, { token: admin.token });
    expect(rest1.body.data).toHaveLength(8);
  });

  it('deletes an image (GraphQL and REST with a URL-encoded key); one a dish shows is refused', async () => {
    const a = await upload();
    const b = await upload();
    const category = await t.prisma.dishCategory.create({ data: { name: `Img ${Date.now()}`, nameKey: `img ${Date.now()}` } });
    await t.prisma.dish.create({
      data: { name: 'Shown', description: 'Uses image b', type: 'veg', categoryId: category.id, imageUrl: b.key },
    });

    const del = await t.gql(DELETE, { key: a.key }, { token: admin.token });
    expect(del.errors).toBeUndefined();
    expect(del.data.deleteDishImage).toMatchObject({ key: a.key, message: 'Image deleted' });
    expect(await t.prisma.dishImage.count({ where: { key: a.key } })).toBe(0);
    expect((await fetchSigned(a.url)).status).toBe(404); // the file is gone too
    const again = await t.gql(DELETE, { key: a.key }, { token: admin.token });
    expect(again.errors?.[0]).toMatchObject({ message: 'Image not found', extensions: { code: 'NOT_FOUND' } });

    const inUse = await t.rest('DELETE', `/uploads/dishes/${encodeURIComponent(b.key)}`, undefined, { token: admin.token });
    expect(inUse).toMatchObject({ status: 409, body: { message: 'This image is used by a dish; delete the dish first' } });
    expect((await fetchSigned(b.url)).status).toBe(200);

    const c = await upload();
    const rest = await t.rest('DELETE', `/uploads/dishes/${encodeURIComponent(c.key)}`, undefined, { token: admin.token });
    expect(rest).toMatchObject({ status: 200, body: { message: 'Image deleted' } });
    expect(await t.prisma.dishImage.count({ where: { key: c.key } })).toBe(0);
    const missing = await t.rest('DELETE', `/uploads/dishes/${encodeURIComponent(c.key)}`, undefined, { token: admin.token });
    expect(missing).toMatchObject({ status: 404, body: { message: 'Image not found' } });
  });

  it('REST upload: POST /uploads/dishes with the multipart field file', async () => {
    const file = png(64, 48);
    const res = await restUpload(t, [file], admin.token);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Upload successful');
    expect(res.body.data).toMatchObject({ width: 64, height: 48 });
    expect(res.body.data.key).toMatch(/^dishes\/[0-9a-f-]{36}-w64\.png$/);
    const served = await fetchSigned(res.body.data.url);
    expect(await sharp(new Uint8Array(await served.arrayBuffer())).metadata()).toMatchObject({ format: 'png', width: 64, height: 48 });
    const twoFiles = await restUpload(t, [file, { ...file, name: 'other' }], admin.token);
    expect(twoFiles).toMatchObject({ status: 400, body: { message: 'Send one file at a time' } });
  });

  describe('authorization: visitor, customer, admin', () => {
    it('GraphQL fields and node(id:)', async () => {
      const image = await upload();
      const ops: [string, Record<string, unknown>][] = [
        [IMAGES, {}],
        [SIGNED, { key: image.key }],
        [DELETE, { key: image.key }],
      ];
      for (const [query, variables] of ops) {
        const visitor = await t.gql(query, variables);
        expect(visitor.errors?.[0]?.extensions?.code, query).toBe('UNAUTHENTICATED');
        const cust = await t.gql(query, variables, { token: customer.token });
        expect(cust.errors?.[0]?.extensions?.code, query).toBe('FORBIDDEN');
      }
      const before = await t.prisma.dishImage.count();
      expect((await gqlUpload(t, png())).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect((await gqlUpload(t, png(), customer.token)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(await t.prisma.dishImage.count()).toBe(before);
      expect(await t.prisma.dishImage.count({ where: { key: image.key } })).toBe(1);

      const list = await t.gql('{ dishImages(first: 1) { edges { node { id } } } }', {}, { token: admin.token });
      const id = list.data.dishImages.edges[0].node.id;
      const NODE = 'query($id: ID!) { node(id: $id) { id ... on DishImage { key url } } }';
      expect((await t.gql(NODE, { id })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      const asCustomer = await t.gql(NODE, { id }, { token: customer.token });
      expect(asCustomer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(asCustomer.data?.node ?? null).toBeNull();
      const asAdmin = await t.gql(NODE, { id }, { token: admin.token });
      expect(asAdmin.errors).toBeUndefined();
      expect(asAdmin.data.node.key).toMatch(/^dishes\//);
    });

    it('REST routes: 401 for visitors, 403 for customers', async () => {
      const image = await upload();
      const key = encodeURIComponent(image.key);
      const routes: [string, string][] = [
        ['GET', `/uploads/presigned-url?key=${key}`],
        ['GET', '/uploads/dish-thumbnails?page=1&limit=8'],
        ['DELETE', `/uploads/dishes/${key}`],
      ];
      for (const [method, path] of routes) {
        expect((await t.rest(method, path)).status, path).toBe(401);
        const cust = await t.rest(method, path, undefined, { token: customer.token });
        expect(cust.status, path).toBe(403);
        expect(cust.body).toEqual({ message: 'Not authorized' });
      }
      expect((await restUpload(t, [png()])).status).toBe(401);
      expect((await restUpload(t, [png()], customer.token)).status).toBe(403);
      expect(await t.prisma.dishImage.count({ where: { key: image.key } })).toBe(1);
    });
  });
});
