/**
 * Opening and saving files in H5: a document opens in a new browser tab (the browser's own PDF viewer; Office files
 * go to its download handling); a download is an XMLHttpRequest with progress events, saved through an <a download>
 * on a blob URL so the file keeps its name. The mini program uses file-transfer.ts.
 */
import { REQUEST_TIMEOUT_MS } from '../config';

export type DownloadProgress = (percent: number | null) => void;

export interface Downloaded {
  where: 'temp' | 'browser';
  tempFilePath?: string;
}

function saveBlob(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // The click has handed the blob to the browser; free it a little later.
  setTimeout(() => URL.revokeObjectURL(href), 30_000);
}

/** The bytes of a GET as a blob, with `headers` (a print is read with the token), reporting progress. */
function fetchBlob(url: string, headers: Record<string, string> | undefined, onProgress?: DownloadProgress): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('GET', url);
    for (const [k, v] of Object.entries(headers ?? {})) xhr.setRequestHeader(k, v);
    xhr.responseType = 'blob';
    xhr.onprogress = (e) => onProgress?.(e.lengthComputable && e.total > 0 ? Math.round((e.loaded / e.total) * 100) : null);
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new Error(`download failed: HTTP ${xhr.status}`));
        return;
      }
      onProgress?.(100);
      resolve(xhr.response as Blob);
    };
    xhr.onerror = () => reject(new Error('download failed: network'));
    xhr.ontimeout = () => reject(new Error('download failed: timeout'));
    xhr.timeout = REQUEST_TIMEOUT_MS;
    xhr.send();
  });
}

export async function downloadFile({ url, name, headers, onProgress }: { url: string; name: string; headers?: Record<string, string>; onProgress?: DownloadProgress }): Promise<Downloaded> {
  saveBlob(await fetchBlob(url, headers, onProgress), name);
  return { where: 'browser' };
}

/** Nothing to open afterwards: the browser has the file. */
export async function openDownloaded(_downloaded: Downloaded, _fileType: string): Promise<void> {
  return Promise.resolve();
}

/**
 * Preview: the browser opens the file (inline) in a new tab. A file read with the token (`headers`: a print) cannot
 * be a tab's address, so its bytes are fetched and the tab opens them (a blob URL, freed a minute later).
 */
export async function openDocument({ url, headers }: { url: string; name: string; fileType: string; headers?: Record<string, string> }): Promise<void> {
  if (headers) {
    const href = URL.createObjectURL(await fetchBlob(url, headers));
    setTimeout(() => URL.revokeObjectURL(href), 60_000);
    // Our own bytes at our own origin: there is no other site to withhold the opener from.
    window.open(href, '_blank');
    return;
  }
  const opened = window.open(url, '_blank', 'noopener');
  // With noopener, window.open returns null even when it worked in some browsers; only a thrown error is a failure.
  void opened;
  return Promise.resolve();
}

export const canOpenAfterDownload: boolean = false;
