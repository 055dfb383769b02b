import {
  NO_PERMISSION,
  restrictedAccessNavigation,
  restrictedAccessRoute,
  restrictedAccessUrl,
} from '@/domain/routing/restricted-access';

describe('restricted access (spec §2: type=noPermission, replacing the current page)', () => {
  it.each<{ case: string; actual: () => unknown; expected: unknown }>([
    { case: 'public address', actual: restrictedAccessUrl, expected: '/app/view/restrictedAccess?type=noPermission' },
    {
      case: 'internal route',
      actual: restrictedAccessRoute,
      expected: '/pagesB/view/restrictedAccess?type=noPermission',
    },
    {
      case: 'a denied access replaces the page (redirectTo)',
      actual: restrictedAccessNavigation,
      expected: { type: 'redirectTo', url: '/pagesB/view/restrictedAccess?type=noPermission' },
    },
    { case: 'the type value', actual: () => NO_PERMISSION, expected: 'noPermission' },
  ])('$case', ({ actual, expected }) => {
    expect(actual()).toEqual(expected);
  });
});
