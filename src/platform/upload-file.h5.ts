/**
 * Sending one chosen file in H5: an XMLHttpRequest upload with progress events. Its own module (choosing and
 * compressing are platform/upload): the outbox uploads kept files at replay without loading the picker's code.
 */
import { UploadNetworkError, type LocalFile, type UploadAnswer, type UploadProgress } from './local-file';
import { REQUEST_TIMEOUT_MS } from '../config';

export function uploadFile({ url, headers, file, onProgress }: { url: string; headers: Record<string, string>; file: LocalFile; onProgress?: UploadProgress | undefined }): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    for (const [k, v] of Object.entries(headers)) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => resolve({ status: xhr.status, data: xhr.responseText });
    xhr.onerror = () => reject(new UploadNetworkError('上传失败'));
    // calls-and-errors.md §9: upload timeout 60000 ms.
    xhr.timeout = REQUEST_TIMEOUT_MS;
    xhr.ontimeout = () => reject(new UploadNetworkError('上传超时'));
    const form = new FormData();
    form.append('file', file.blob ?? new Blob(), file.name);
    xhr.send(form);
  });
}
