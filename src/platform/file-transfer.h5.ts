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

export function downloadFile({ url, name, onProgress }: { url: string; name: string; onProgress?: DownloadProgress }): Promise<Downloaded> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('GET', url);
    xhr.responseType = 'blob';
    xhr.onprogress = (e) => onProgress?.(e.lengthComputable && e.total > 0 ? Math.round((e.loaded / e.total) * 100) : null);
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new Error(`download failed: HTTP ${xhr.status}`));
        return;
      }
      onProgress?.(100);
      saveBlob(xhr.response as Blob, name);
      resolve({ where: 'browser' });
    };
    xhr.onerror = () => reject(new Error('download failed: network'));
    xhr.ontimeout = () => reject(new Error('download failed: timeout'));
    xhr.timeout = REQUEST_TIMEOUT_MS;
    xhr.send();
  });
}

/** Nothing to open afterwards: the browser has the file. */
export async function openDownloaded(_downloaded: Downloaded, _fileType: string): Promise<void> {
  return Promise.resolve();
}

/** Preview: the browser opens the file (inline) in a new tab. A blocked pop-up is an error the page shows. */
export async function openDocument({ url }: { url: string; name: string; fileType: string }): Promise<void> {
  const opened = window.open(url, '_blank', 'noopener');
  // With noopener, window.open returns null even when it worked in some browsers; only a thrown error is a failure.
  void opened;
  return Promise.resolve();
}

export const canOpenAfterDownload: boolean = false;
