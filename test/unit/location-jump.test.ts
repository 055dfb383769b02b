import { setsLocationJump } from '@/domain/routing/location-jump';

describe('setsLocationJump (spec §2: choose-location or scan sets the location-jump flag)', () => {
  it.each<{ case: string; path: string; expected: boolean }>([
    { case: 'choose-location', path: '/choose-location', expected: true },
    { case: 'choose-location with a query', path: '/choose-location?lat=1&lng=2', expected: true },
    { case: 'choose-location by its page (internal path)', path: '/pagesB/view/chooseLocation?requestId=r1', expected: true },
    { case: 'choose-location as Taro route without slash', path: 'pagesB/view/chooseLocation', expected: true },
    { case: 'scan (internal path)', path: '/pagesB/view/scan', expected: true },
    { case: 'scan as Taro route without slash', path: 'pagesB/view/scan?from=x', expected: true },
    { case: 'open-location does not', path: '/open-location', expected: false },
    { case: 'open-location by its page does not', path: '/pagesB/view/openLocation?latitude=1&longitude=2', expected: false },
    { case: 'application index does not', path: '/app/index', expected: false },
    { case: 'a path that only starts like scan does not', path: '/pagesB/view/scanner', expected: false },
  ])('$case', ({ path, expected }) => {
    expect(setsLocationJump(path)).toBe(expected);
  });
});
