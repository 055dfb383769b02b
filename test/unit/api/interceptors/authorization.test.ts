import { fakeChain, fakeSession } from './fake-chain';
import { authorizationInterceptor, authorizationOf } from '../../../../src/api/interceptors/authorization';
import { config } from '../../../../src/config';

const url = config.apiUrl('/platform/ping');

describe('the Authorization interceptor', () => {
  it('by mode: bearer sends the token, empty an empty value, anonymous nothing', () => {
    expect(authorizationOf('bearer', 'Bearer t')).toBe('Bearer t');
    expect(authorizationOf('bearer', null)).toBeUndefined();
    expect(authorizationOf('empty', 'Bearer t')).toBe('');
    expect(authorizationOf('anonymous', 'Bearer t')).toBeUndefined();
  });

  it('an API call sends the session’s token as it is at the moment the call passes', async () => {
    const session = fakeSession({ token: 'Bearer one' });
    const first = fakeChain({ url });
    await authorizationInterceptor(first.chain);
    expect(first.sent().header).toEqual({ Authorization: 'Bearer one' });
    session.values.token = 'Bearer two';
    const second = fakeChain({ url, header: { 'X-Trace': '1' } });
    await authorizationInterceptor(second.chain);
    expect(second.sent().header).toEqual({ 'X-Trace': '1', Authorization: 'Bearer two' });
  });

  it('signed out: no header; no-auth calls: an empty one; anonymous calls: none, even one the caller set', async () => {
    fakeSession({ token: null });
    const out = fakeChain({ url });
    await authorizationInterceptor(out.chain);
    expect(out.sent().header).toEqual({});
    fakeSession({ token: 'Bearer t' });
    const empty = fakeChain({ url, ware: { auth: 'empty' } });
    await authorizationInterceptor(empty.chain);
    expect(empty.sent().header).toEqual({ Authorization: '' });
    const anonymous = fakeChain({ url, header: { authorization: 'Bearer mine' }, ware: { auth: 'anonymous' } });
    await authorizationInterceptor(anonymous.chain);
    expect(anonymous.sent().header).toEqual({});
  });

  it('the token never goes to another host', async () => {
    fakeSession({ token: 'Bearer t' });
    const params = { url: 'https://cdn.example.com/data.json' };
    const other = fakeChain(params);
    await authorizationInterceptor(other.chain);
    expect(other.sent()).toBe(params);
  });
});
