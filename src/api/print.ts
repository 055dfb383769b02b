/**
 * GET /print/pdf/print (spec calls-and-errors.md §7 "Print"): a PDF the caller printed (a record's print template,
 * a panel's range), read with the caller's token; the server gives it to its printer only (server/README.md
 * "Statistic analysis"). The answer is the PDF's bytes, not an envelope, so there is no schema to parse: the
 * platform's downloader fetches it with these headers (H5 opens it in a new tab, the mini program downloads it and
 * opens it with openDocument).
 */
import { authorizationOf } from './interceptors/authorization';
import { withHeader } from './interceptors/call';
import { requestSession } from './session-port';
import { urlOf } from './transport';

export interface AuthorisedFile {
  url: string;
  headers: Record<string, string>;
}

export function printedPdf(fileId: string): AuthorisedFile {
  return {
    url: urlOf({ path: '/print/pdf/print', query: { fileId } }),
    headers: withHeader({}, 'Authorization', authorizationOf('bearer', requestSession().token())),
  };
}
