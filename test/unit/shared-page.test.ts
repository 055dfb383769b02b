import { shareLink } from '@/domain/routing/share-link';
import { sharedPageTarget, type SharedPageInput } from '@/domain/routing/shared-page';
import { PATHS } from '@/routes';

const app: Omit<SharedPageInput, 'code' | 'viewId'> = {
  appId: 'app-visit',
  views: [{ id: 'view-visit-list', formId: 'form-visit' }],
  appFormId: 'form-visit',
  forms: [{ id: 'form-visit' }],
};

describe('incoming share links (screens-data-rules.md §2 "Share links ... code={index|search|list}")', () => {
  it.each<{ case: string; code: unknown; viewId: string | null; expected: string | null }>([
    {
      case: 'code=search opens the Search screen with the same app, the view and its form',
      code: 'search',
      viewId: 'view-visit-list',
      expected: `${PATHS.search}?appId=app-visit&formId=form-visit&viewId=view-visit-list`,
    },
    {
      case: 'code=list opens the Lists screen with the same app, the view and its form',
      code: 'list',
      viewId: 'view-visit-list',
      expected: `${PATHS.lists}?appId=app-visit&formId=form-visit&viewId=view-visit-list`,
    },
    { case: 'without a viewId: the app’s main form, no viewId', code: 'search', viewId: null, expected: `${PATHS.search}?appId=app-visit&formId=form-visit` },
    { case: 'code=index stays on the application index', code: 'index', viewId: 'view-visit-list', expected: null },
    { case: 'no code stays on the index', code: undefined, viewId: null, expected: null },
    { case: 'an unknown code stays on the index', code: 'detail', viewId: null, expected: null },
    { case: 'a code given twice (a list) stays on the index', code: ['search', 'list'], viewId: null, expected: null },
  ])('$case', ({ code, viewId, expected }) => {
    expect(sharedPageTarget({ ...app, code, viewId })).toBe(expected);
  });

  it('an app without forms stays on the index', () => {
    expect(sharedPageTarget({ appId: 'a', code: 'list', viewId: null, views: [], forms: [] })).toBeNull();
  });

  it.each([
    [PATHS.search, 'search'],
    [PATHS.lists, 'list'],
  ])('round trip: the link the %s page gives opens that page again', (page, code) => {
    const link = new URL(shareLink({ host: 'https://m.example.com', appId: 'app-visit', viewId: 'view-visit-list', page }));
    expect(link.searchParams.get('code')).toBe(code);
    const target = sharedPageTarget({ ...app, code: link.searchParams.get('code'), viewId: link.searchParams.get('viewId') });
    expect(target?.split('?')[0]).toBe(page);
  });
});
