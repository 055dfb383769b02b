import { fakeChain } from './fake-chain';
import { contentInterceptor, FORM_TYPE, JSON_TYPE } from '../../../../src/api/interceptors/content';
import { config } from '../../../../src/config';

const url = config.apiUrl('/platform/ping');

describe('the content interceptor', () => {
  it('JSON, 60000 ms and a JSON answer by default', async () => {
    const { chain, sent } = fakeChain({ url, method: 'POST', data: { a: 1 }, header: { Authorization: 'Bearer t' } });
    await contentInterceptor(chain);
    expect(sent()).toEqual({
      url,
      method: 'POST',
      data: { a: 1 },
      header: { Authorization: 'Bearer t', 'Content-Type': JSON_TYPE },
      timeout: 60000,
      dataType: 'json',
    });
  });

  it('form-encodes an object body when the call asks (token calls, mobile login), skipping absent values', async () => {
    const { chain, sent } = fakeChain({ url, method: 'POST', data: { sessionKey: 'k 1', tenantId: undefined }, ware: { form: true } });
    await contentInterceptor(chain);
    expect(sent().header).toEqual({ 'Content-Type': FORM_TYPE });
    expect(sent().data).toBe('sessionKey=k%201');
  });

  it('the layer’s own options stop here: nothing downstream (wx.request, fetch) receives them', async () => {
    const { chain, sent } = fakeChain({ url, ware: { auth: 'empty', context: 'formInfo', silent: true } });
    await contentInterceptor(chain);
    expect(sent()).not.toHaveProperty('ware');
  });

  it('keeps what a caller set: its content type, its timeout', async () => {
    const { chain, sent } = fakeChain({ url, header: { 'content-type': 'text/plain' }, timeout: 5000, data: 'x' });
    await contentInterceptor(chain);
    expect(sent()).toMatchObject({ header: { 'Content-Type': 'text/plain' }, timeout: 5000, data: 'x' });
  });

  it('a call to another host passes as it came', async () => {
    const params = { url: 'https://cdn.example.com/x', data: { a: 1 } };
    const { chain, sent } = fakeChain(params);
    await contentInterceptor(chain);
    expect(sent()).toBe(params);
  });
});
