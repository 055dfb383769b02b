import { fakeChain, fakeSession } from './fake-chain';
import { tenantInterceptor } from '../../../../src/api/interceptors/tenant';
import { config } from '../../../../src/config';

const url = config.apiUrl('/platform/ping');

describe('the tenant interceptor', () => {
  it('adds the session’s tid to an API payload that lacks it, without changing the caller’s object', async () => {
    fakeSession({ tenantId: '1001' });
    const data = { a: 1 };
    const { chain, sent } = fakeChain({ url, method: 'POST', data });
    await tenantInterceptor(chain);
    expect(sent().data).toEqual({ a: 1, tid: '1001' });
    expect(data).toEqual({ a: 1 });
  });

  it('keeps a tid the payload has; adds none without a tenant, to no payload, or when the call says no', async () => {
    fakeSession({ tenantId: '1001' });
    const own = fakeChain({ url, data: { tid: '1002' } });
    await tenantInterceptor(own.chain);
    expect(own.sent().data).toEqual({ tid: '1002' });
    const none = fakeChain({ url });
    await tenantInterceptor(none.chain);
    expect(none.sent().data).toBeUndefined();
    const refused = fakeChain({ url, data: { a: 1 }, ware: { tenant: false } });
    await tenantInterceptor(refused.chain);
    expect(refused.sent().data).toEqual({ a: 1 });
    fakeSession({});
    const noTenant = fakeChain({ url, data: { a: 1 } });
    await tenantInterceptor(noTenant.chain);
    expect(noTenant.sent().data).toEqual({ a: 1 });
  });

  it('not to the identity provider, nor to another host', async () => {
    fakeSession({ tenantId: '1001' });
    const provider = fakeChain({ url: config.oidc().token, data: { grant_type: 'refresh_token' }, ware: { auth: 'anonymous' } });
    await tenantInterceptor(provider.chain);
    expect(provider.sent().data).toEqual({ grant_type: 'refresh_token' });
    const other = fakeChain({ url: 'https://cdn.example.com/x', data: { a: 1 } });
    await tenantInterceptor(other.chain);
    expect(other.sent().data).toEqual({ a: 1 });
  });
});
