// Files the apps hand to the browser as downloads (a CSV export, a PDF document): through a
// temporary link, which is how a script starts a download with a file name of its own.

/** Saves `blob` as a download named `fileName`. */
export function saveBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the URL is no longer needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Saves a CSV text (UTF-8) as a download. */
export function saveCsv(fileName: string, text: string): void {
  saveBlob(fileName, new Blob([text], { type: 'text/csv;charset=utf-8' }));
}

/** Saves a PDF that came as base64 (the way GraphQL carries a file) as a download. */
export function savePdf(fileName: string, base64: string): void {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  saveBlob(fileName, new Blob([bytes], { type: 'application/pdf' }));
}
