import { loginUrl, safeRedirect } from '@/domain/routing/login-url';

describe('loginUrl (spec §2: login is reached with redirectUrl = current route)', () => {
  it.each<{ case: string; route: string; query?: Record<string, string | number | undefined>; expected: string }>([
    {
      case: 'route without a query',
      route: '/pagesB/view/lists',
      expected: '/pages/login/login?redirectUrl=%2FpagesB%2Fview%2Flists',
    },
    {
      case: 'route with its query, encoded once',
      route: '/app/view/lists?appId=1&viewId=2',
      expected: '/pages/login/login?redirectUrl=%2Fapp%2Fview%2Flists%3FappId%3D1%26viewId%3D2',
    },
    {
      case: 'Taro route without slash and its query object',
      route: 'pagesB/view/detail',
      query: { id: 5, name: 'a b', gone: undefined },
      expected: '/pages/login/login?redirectUrl=%2FpagesB%2Fview%2Fdetail%3Fid%3D5%26name%3Da%2520b',
    },
  ])('$case', ({ route, query, expected }) => {
    expect(loginUrl(route, query)).toBe(expected);
  });

  it('round-trips through decoding to the same route', () => {
    const url = loginUrl('/app/view/lists?appId=1&viewId=2');
    const value = decodeURIComponent(url.split('redirectUrl=')[1] ?? '');
    expect(safeRedirect(value)).toBe('/pagesB/view/lists?appId=1&viewId=2');
  });
});

describe('safeRedirect (only internal routes are honoured)', () => {
  it.each<{ case: string; redirectUrl: unknown; expected: string | null }>([
    {
      case: 'internal path with query',
      redirectUrl: '/pagesB/view/lists?appId=1',
      expected: '/pagesB/view/lists?appId=1',
    },
    {
      case: 'alias becomes the internal path',
      redirectUrl: '/app/view/detail?id=2',
      expected: '/pagesB/view/detail?id=2',
    },
    { case: 'unknown in-app path is still an in-app path', redirectUrl: '/abc', expected: '/abc' },
    { case: 'root', redirectUrl: '/', expected: '/pages/index/temp' },
    { case: 'absolute URL refused', redirectUrl: 'https://evil', expected: null },
    { case: 'absolute http URL refused', redirectUrl: 'http://evil.com/app/index', expected: null },
    { case: 'protocol-relative refused', redirectUrl: '//evil.com', expected: null },
    { case: 'triple slash refused', redirectUrl: '///evil.com', expected: null },
    { case: 'javascript: refused', redirectUrl: 'javascript:alert(1)', expected: null },
    { case: 'JavaScript: in mixed case refused', redirectUrl: 'JaVaScRiPt:alert(1)', expected: null },
    { case: 'javascript: after leading spaces refused', redirectUrl: '   javascript:alert(1)', expected: null },
    {
      case: 'javascript: after control characters refused',
      redirectUrl: '\u0001\u0008javascript:alert(1)',
      expected: null,
    },
    { case: 'backslash trick refused', redirectUrl: '/\\evil.com', expected: null },
    { case: 'double backslash refused', redirectUrl: '\\\\evil.com', expected: null },
    { case: 'tab inside the slashes refused', redirectUrl: '/\t/evil.com', expected: null },
    { case: 'newline inside the slashes refused', redirectUrl: '/\n/evil.com', expected: null },
    { case: 'leading space before a path refused', redirectUrl: ' /app/index', expected: null },
    { case: 'relative path refused', redirectUrl: 'app/index', expected: null },
    { case: 'data: refused', redirectUrl: 'data:text/html,<script>', expected: null },
    { case: 'empty refused', redirectUrl: '', expected: null },
    { case: 'undefined refused', redirectUrl: undefined, expected: null },
    { case: 'non-string refused', redirectUrl: 42, expected: null },
  ])('$case', ({ redirectUrl, expected }) => {
    expect(safeRedirect(redirectUrl)).toBe(expected);
  });
});
