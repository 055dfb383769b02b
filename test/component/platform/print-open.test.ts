/**
 * A print is opened through GET /print/pdf/print with the caller's token (the server gives a print to its printer
 * only): the call names the path and the Authorization header; the mini program's download sends that header to
 * wx.downloadFile and opens the file with openDocument; H5 fetches the bytes with it and opens them in a new tab.
 */
import Taro from '@tarojs/taro';

import { printedPdf } from '../../../src/api/print';
import { openDocument as openInBrowser } from '../../../src/platform/file-transfer.h5';
import { fakeSession } from '../../unit/api/interceptors/fake-chain';

/** The mini program's module, as its build resolves it (jest resolves `.h5.ts` first, as the H5 build does). */
const { openDocument: openInWeapp } = jest.requireActual<typeof import('../../../src/platform/file-transfer.h5')>('../../../src/platform/file-transfer.ts');

const FILE_ID = 'e4ec73be43ff0a3f46cf4e20c1ec6eec';

it('printedPdf names print/pdf/print with the file and the bearer token', () => {
  fakeSession({ token: 'Bearer at-1' });
  const file = printedPdf(FILE_ID);
  expect(file.url).toMatch(new RegExp(`/print/pdf/print\\?fileId=${FILE_ID}$`));
  expect(file.headers).toEqual({ Authorization: 'Bearer at-1' });
});

it('the mini program downloads the print with the token, then opens it in WeChat’s viewer', async () => {
  fakeSession({ token: 'Bearer at-1' });
  const download = jest.spyOn(Taro, 'downloadFile').mockImplementation(((options: Taro.downloadFile.Option) => {
    options.success?.({ tempFilePath: 'wxfile://tmp/print.pdf', statusCode: 200, errMsg: 'downloadFile:ok' } as Taro.downloadFile.FileSuccessCallbackResult);
    return { onProgressUpdate: () => undefined } as unknown as Taro.DownloadTask;
  }) as unknown as typeof Taro.downloadFile);
  const open = jest.spyOn(Taro, 'openDocument').mockImplementation((() => Promise.resolve({ errMsg: 'openDocument:ok' })) as unknown as typeof Taro.openDocument);
  await openInWeapp({ ...printedPdf(FILE_ID), name: '工单.pdf', fileType: 'pdf' });
  expect(download.mock.calls[0]![0]).toMatchObject({ url: expect.stringContaining('/print/pdf/print?fileId='), header: { Authorization: 'Bearer at-1' } });
  expect(open.mock.calls[0]![0]).toMatchObject({ filePath: 'wxfile://tmp/print.pdf', fileType: 'pdf' });
  download.mockRestore();
  open.mockRestore();
});

it('H5 fetches the print with the token and opens its bytes in a new tab', async () => {
  fakeSession({ token: 'Bearer at-1' });
  const headers: Record<string, string> = {};
  const sent: XMLHttpRequest[] = [];
  jest.spyOn(XMLHttpRequest.prototype, 'setRequestHeader').mockImplementation((k: string, v: string) => void (headers[k] = v));
  jest.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation(function (this: XMLHttpRequest) {
    sent.push(this);
  });
  const blob = new Blob(['%PDF-'], { type: 'application/pdf' });
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:http://x/print'), revokeObjectURL: jest.fn() });
  const open = jest.spyOn(window, 'open').mockImplementation(() => null);
  const opening = openInBrowser({ ...printedPdf(FILE_ID), name: '工单.pdf', fileType: 'pdf' });
  expect(headers).toEqual({ Authorization: 'Bearer at-1' });
  const xhr = sent[0]!;
  Object.defineProperty(xhr, 'status', { value: 200 });
  Object.defineProperty(xhr, 'response', { value: blob });
  xhr.onload?.(new ProgressEvent('load'));
  await opening;
  expect(URL.createObjectURL).toHaveBeenCalledWith(blob);
  expect(open).toHaveBeenCalledWith('blob:http://x/print', '_blank');
  jest.restoreAllMocks();
});
