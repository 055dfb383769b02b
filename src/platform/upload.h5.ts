/**
 * Choosing, compressing and uploading files in H5: a hidden <input type=file>, images scaled down on a canvas
 * (longest side 1600 px, JPEG 0.8; smaller results only) and an XMLHttpRequest upload with progress events.
 */
export type UploadProgress = (percent: number) => void;

export interface LocalFile {
  path: string;
  blob?: Blob;
  name: string;
  size?: number;
}

const MAX_SIDE = 1600;

function pick(accept: string, count: number): Promise<File[]> {
  return new Promise((resolve) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = accept;
    input.multiple = count > 1;
    input.style.display = 'none';
    input.onchange = () => {
      resolve(Array.from(input.files ?? []).slice(0, count));
      input.remove();
    };
    document.body.appendChild(input);
    input.click();
  });
}

/** Scales an image down on a canvas; keeps the original when that is not smaller or the browser cannot decode it. */
export async function compressImage(file: File): Promise<Blob> {
  if (!/^image\/(jpeg|png|webp|bmp)$/.test(file.type) || typeof createImageBitmap !== 'function') return file;
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((r) => canvas.toBlob(r, 'image/jpeg', 0.8));
    return blob && blob.size < file.size ? blob : file;
  } catch {
    return file;
  }
}

export async function chooseImages(count: number): Promise<LocalFile[]> {
  const files = await pick('image/*', count);
  return Promise.all(
    files.map(async (f) => {
      const blob = await compressImage(f);
      const name = blob === f ? f.name : f.name.replace(/\.\w+$/, '') + '.jpg';
      return { path: URL.createObjectURL(blob), blob, name, size: blob.size };
    }),
  );
}

export async function chooseFiles(count: number): Promise<LocalFile[]> {
  const files = await pick('*/*', count);
  return files.map((f) => ({ path: URL.createObjectURL(f), blob: f, name: f.name, size: f.size }));
}

export function uploadFile({ url, headers, file, onProgress }: { url: string; headers: Record<string, string>; file: LocalFile; onProgress?: UploadProgress | undefined }): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    for (const [k, v] of Object.entries(headers)) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => resolve(xhr.responseText);
    xhr.onerror = () => reject(new Error('上传失败'));
    const form = new FormData();
    form.append('file', file.blob ?? new Blob(), file.name);
    xhr.send(form);
  });
}
