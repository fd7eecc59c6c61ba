// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveCsv, savePdf } from './download.ts';

/** The blob and file name of the one link clicked, and whether the link and its URL were cleaned up. */
function watchDownloads() {
  const blobs = new Map<string, Blob>();
  let n = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${++n}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  const clicked: Array<{ name: string; blob: Blob | undefined; inDocument: boolean }> = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ name: this.download, blob: blobs.get(this.getAttribute('href') ?? ''), inDocument: document.body.contains(this) });
  });
  return { clicked, revoke };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('downloads', () => {
  it('saves a CSV under its name, then lets go of its link and URL', async () => {
    vi.useFakeTimers();
    const { clicked, revoke } = watchDownloads();
    saveCsv('dispatch-lunch.csv', 'Name,PIN\nAsha,560038\n');
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.name).toBe('dispatch-lunch.csv');
    expect(clicked[0]!.inDocument).toBe(true);
    expect(clicked[0]!.blob!.type).toBe('text/csv;charset=utf-8');
    expect(await clicked[0]!.blob!.text()).toBe('Name,PIN\nAsha,560038\n');
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revoke).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revoke).toHaveBeenCalledWith('blob:test/1');
  });

  it('saves a base64 PDF as its bytes', async () => {
    const { clicked } = watchDownloads();
    savePdf('FMR-26-27-000001.pdf', btoa('%PDF-1.7\n\u00ff'));
    expect(clicked[0]!.name).toBe('FMR-26-27-000001.pdf');
    expect(clicked[0]!.blob!.type).toBe('application/pdf');
    expect([...new Uint8Array(await clicked[0]!.blob!.arrayBuffer())]).toEqual([...'%PDF-1.7\n'].map((c) => c.charCodeAt(0)).concat(0xff));
  });
});
