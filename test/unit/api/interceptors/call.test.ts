import { apiPathOf, layerCallOf, withHeader } from '../../../../src/api/interceptors/call';
import { config } from '../../../../src/config';

const api = (path: string) => config.apiUrl(path);

describe('which calls the request layer acts on', () => {
  it('the API path of a URL under the API base, query and hash stripped; null elsewhere', () => {
    expect(apiPathOf(api('/ware-engine/apps/a1?x=1'))).toBe('/ware-engine/apps/a1');
    expect(apiPathOf('/api/bigtable/task/todo#top')).toBe('/bigtable/task/todo');
    expect(apiPathOf(config.oidc().token)).toBeNull();
    expect(apiPathOf('https://cdn.example.com/api/x')).toBeNull();
    expect(apiPathOf(`${api('/')}`.replace(/\/$/, 'x/y'))).toBeNull();
  });

  it('an API call without options: bearer, tenant, loading, the catalogue with no context', () => {
    expect(layerCallOf({ url: api('/platform/ping') })).toEqual({
      path: '/platform/ping',
      auth: 'bearer',
      tenant: true,
      form: false,
      context: undefined,
      silent: false,
      empty: undefined,
      loading: true,
      repeatToast: false,
      tokenEndpoint: false,
      secondary: false,
    });
  });

  it('another URL is left alone, unless the call carries the layer’s options; then it is anonymous and tenantless', () => {
    expect(layerCallOf({ url: 'https://cdn.example.com/file.json' })).toBeNull();
    const provider = layerCallOf({ url: config.oidc().token, ware: { tokenEndpoint: true, silent: true } });
    expect(provider).toMatchObject({ path: config.oidc().token, auth: 'anonymous', tenant: false, tokenEndpoint: true, silent: true });
  });

  it('the call’s own options win over the defaults', () => {
    const call = layerCallOf({ url: api('/x'), ware: { auth: 'empty', tenant: false, form: true, context: 'todo', empty: { n: 0 }, loading: false } });
    expect(call).toMatchObject({ auth: 'empty', tenant: false, form: true, context: 'todo', empty: { n: 0 }, loading: false });
  });
});

describe('withHeader', () => {
  it('sets or removes one header whatever the case of the key it had, leaving the others', () => {
    expect(withHeader({ authorization: 'old', 'X-A': '1' }, 'Authorization', 'new')).toEqual({ 'X-A': '1', Authorization: 'new' });
    expect(withHeader({ AUTHORIZATION: 'old' }, 'Authorization', undefined)).toEqual({});
    expect(withHeader(undefined, 'Content-Type', 'text/plain')).toEqual({ 'Content-Type': 'text/plain' });
  });
});
