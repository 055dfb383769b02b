import { appIdOfQuery, appLoginReturn } from '@/domain/routing/app-login';

describe('appLoginReturn: the application login page comes back to the app (spec §2, §4 step 3)', () => {
  it.each<{ case: string; query: Record<string, unknown>; expected: string | null }>([
    { case: 'appId: the application index', query: { appId: 'app-open' }, expected: '/pagesB/view/index/index?appId=app-open' },
    { case: 'Appid (share links) too', query: { Appid: 'app-open' }, expected: '/pagesB/view/index/index?appId=app-open' },
    { case: 'shortCode', query: { shortCode: 'visit' }, expected: '/pagesB/view/index/index?shortCode=visit' },
    { case: 'an internal redirectUrl wins (alias read as internal path)', query: { redirectUrl: '/app/view/lists?appId=a', appId: 'b' }, expected: '/pagesB/view/lists?appId=a' },
    { case: 'an encoded redirectUrl', query: { redirectUrl: '%2Fapp%2Findex%3FappId%3Da' }, expected: '/pagesB/view/index/index?appId=a' },
    { case: 'an external redirectUrl is refused, appId used', query: { redirectUrl: 'https://evil.example/', appId: 'b' }, expected: '/pagesB/view/index/index?appId=b' },
    { case: 'a protocol-relative redirectUrl alone', query: { redirectUrl: '//evil.example' }, expected: null },
    { case: 'an encoded appId is decoded once', query: { appId: 'app%2Dx' }, expected: '/pagesB/view/index/index?appId=app-x' },
    { case: 'nothing', query: {}, expected: null },
    { case: 'blank appId', query: { appId: '  ' }, expected: null },
  ])('$case', ({ query, expected }) => {
    expect(appLoginReturn(query)).toBe(expected);
  });

  it('appIdOfQuery reads appId from the query or the return address', () => {
    expect(appIdOfQuery({ appId: 'x' }, null)).toBe('x');
    expect(appIdOfQuery({}, '/pagesB/view/index/index?appId=app%2Dy')).toBe('app-y');
    expect(appIdOfQuery({}, '/pagesB/view/index/index?shortCode=z')).toBeNull();
  });
});
