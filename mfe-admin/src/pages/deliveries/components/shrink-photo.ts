// A phone's camera takes photos of 3–8 MB; a rider on mobile data sends one of a few hundred KB.
// The photo is drawn upright at most 1600 px on its longer side and sent as a JPEG; the server
// stores at most 1200 px anyway. A browser that cannot decode it sends the file as it is, and the
// server says whether it is an image.

/** The longer side of the photo as sent. */
export const PHOTO_MAX_SIDE = 1600;

export async function shrinkPhoto(file: Blob): Promise<Blob> {
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const scale = Math.min(1, PHOTO_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
    return blob && blob.size < file.size ? blob : file;
  } catch {
    return file;
  }
}
