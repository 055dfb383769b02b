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
 * What a sender hands back when the server answered: the HTTP status (the catalogue reads an expired token from a
 * 401 as much as from the body's code) and the body as it came, text in both targets.
 */
export interface UploadAnswer {
  status: number;
  data: unknown;
}

/**
 * An upload that never reached the server (no network, the connection dropped, timed out), as against one the
 * server refused: a signed-in user's file is then kept on the device and uploaded when the network returns.
 */
export class UploadNetworkError extends Error {
  readonly network = true;
}
