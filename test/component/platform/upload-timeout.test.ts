/**
 * Uploads give up after the spec's 60000 ms (calls-and-errors.md §9) on both targets: the mini program's
 * wx.uploadFile gets the timeout, and the H5 upload's XMLHttpRequest has it and rejects when it fires. An upload
 * that never reached the server says so (UploadNetworkError), so the form keeps the file for the outbox.
 */
import Taro from '@tarojs/taro';

import { REQUEST_TIMEOUT_MS } from '../../../src/config';
import { UploadNetworkError } from '../../../src/platform/local-file';
import { uploadFile as uploadInBrowser } from '../../../src/platform/upload-file.h5';

/** The mini program's module, as its build resolves it (jest resolves `.h5.ts` first, as the H5 build does). */
const { uploadFile: uploadInWeapp } = jest.requireActual<typeof import('../../../src/platform/upload-file.h5')>('../../../src/platform/upload-file.ts');

const file = { path: 'blob:x', name: 'a.png', blob: new Blob(['x']), size: 1 };

it('the mini program’s upload asks WeChat for the 60000 ms timeout', async () => {
  const spy = jest.spyOn(Taro, 'uploadFile').mockImplementation(((options: Taro.uploadFile.Option) => {
    options.success?.({ data: '{"code":0}', statusCode: 200, errMsg: 'uploadFile:ok' });
    return { onProgressUpdate: () => undefined } as unknown as Taro.UploadTask;
  }) as unknown as typeof Taro.uploadFile);
  await expect(uploadInWeapp({ url: 'http://x/api/storage', headers: {}, file })).resolves.toEqual({ status: 200, data: '{"code":0}' });
  expect(spy.mock.calls[0]![0]).toMatchObject({ timeout: REQUEST_TIMEOUT_MS });
  spy.mockRestore();
});

it('the H5 upload sets the timeout on its request and rejects when it fires', async () => {
  const sent: XMLHttpRequest[] = [];
  const send = jest.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation(function (this: XMLHttpRequest) {
    sent.push(this);
  });
  const upload = uploadInBrowser({ url: 'http://x/api/storage', headers: {}, file });
  expect(sent).toHaveLength(1);
  expect(sent[0]!.timeout).toBe(REQUEST_TIMEOUT_MS);
  sent[0]!.ontimeout?.(new ProgressEvent('timeout'));
  await expect(upload).rejects.toThrow('上传超时');
  send.mockRestore();
});

// The catalogue reads an expired token from the HTTP status as much as from the body (§8): both senders hand it back.
it('an answered upload comes back with its HTTP status and body, on both targets', async () => {
  const send = jest.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation(function (this: XMLHttpRequest) {
    Object.defineProperty(this, 'status', { value: 401 });
    Object.defineProperty(this, 'responseText', { value: '' });
    this.onload?.(new ProgressEvent('load'));
  });
  await expect(uploadInBrowser({ url: 'http://x/api/storage', headers: {}, file })).resolves.toEqual({ status: 401, data: '' });
  send.mockRestore();
  const spy = jest.spyOn(Taro, 'uploadFile').mockImplementation(((options: Taro.uploadFile.Option) => {
    options.success?.({ data: '{"code":401}', statusCode: 401, errMsg: 'uploadFile:ok' });
    return { onProgressUpdate: () => undefined } as unknown as Taro.UploadTask;
  }) as unknown as typeof Taro.uploadFile);
  await expect(uploadInWeapp({ url: 'http://x/api/storage', headers: {}, file })).resolves.toEqual({ status: 401, data: '{"code":401}' });
  spy.mockRestore();
});

// A file that could not be sent is kept for the outbox only when the network failed, never when the server refused it.
it('an upload that never reached the server fails as a network failure, on both targets', async () => {
  const send = jest.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation(function (this: XMLHttpRequest) {
    this.onerror?.(new ProgressEvent('error'));
  });
  await expect(uploadInBrowser({ url: 'http://x/api/storage', headers: {}, file })).rejects.toBeInstanceOf(UploadNetworkError);
  send.mockRestore();
  const spy = jest.spyOn(Taro, 'uploadFile').mockImplementation(((options: Taro.uploadFile.Option) => {
    options.fail?.({ errMsg: 'uploadFile:fail offline' });
    return { onProgressUpdate: () => undefined } as unknown as Taro.UploadTask;
  }) as unknown as typeof Taro.uploadFile);
  await expect(uploadInWeapp({ url: 'http://x/api/storage', headers: {}, file })).rejects.toBeInstanceOf(UploadNetworkError);
  spy.mockRestore();
});
