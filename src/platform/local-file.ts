// What both uploaders (upload.ts for the mini program, upload.h5.ts for H5) hand to the screens.
export type UploadProgress = (percent: number) => void;

/** A chosen file: a local path (a temp file or an object URL) and, in H5, its bytes. */
export interface LocalFile {
  path: string;
  blob?: Blob;
  name: string;
  size?: number;
}

/**
 * An upload that never reached the server (no network, the connection dropped, timed out), as against one the
 * server refused: a signed-in user's file is then kept on the device and uploaded when the network returns.
 */
export class UploadNetworkError extends Error {
  readonly network = true;
}
