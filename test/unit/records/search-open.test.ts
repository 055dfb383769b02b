import { searchFormId, searchOpenness, type SearchTarget } from '@/domain/records/search-open';

const views = [
  { id: 'view-open', config: { columns: [] } },
  { id: 'view-closed', config: { searchOpen: false } },
];

describe('search not open (screens-data-rules.md §2 "Search not open")', () => {
  it.each<{ case: string; target: SearchTarget; expected: unknown }>([
    { case: 'a form with no setting is open', target: { formScript: { config: {} }, viewId: null, views }, expected: { open: true } },
    { case: 'a script that is not an object is open', target: { formScript: null, viewId: null, views }, expected: { open: true } },
    {
      case: 'the form closes it (config.searchOpen false)',
      target: { formScript: { config: { searchOpen: false } }, viewId: 'view-open', views },
      expected: { open: false, reason: 'form' },
    },
    { case: 'an open view', target: { formScript: {}, viewId: 'view-open', views }, expected: { open: true } },
    { case: 'the view closes it', target: { formScript: {}, viewId: 'view-closed', views }, expected: { open: false, reason: 'view' } },
    { case: 'a view the app does not have', target: { formScript: {}, viewId: 'view-gone', views }, expected: { open: false, reason: 'no-view' } },
    {
      case: 'only an explicit false closes (a truthy or absent flag is open)',
      target: { formScript: { config: { searchOpen: 0 } }, viewId: null, views },
      expected: { open: true },
    },
  ])('$case', ({ target, expected }) => {
    expect(searchOpenness(target)).toEqual(expected);
  });
});

describe('the form a search is about', () => {
  const forms = [{ id: 'f1' }, { id: 'f2' }];
  const viewForms = [{ id: 'v2', formId: 'f2' }, { id: 'v0' }];
  it.each<{ case: string; formId: string | null; viewId: string | null; appFormId?: string | null; expected: string | null }>([
    { case: 'the address formId first', formId: 'fx', viewId: 'v2', expected: 'fx' },
    { case: 'else the view’s form', formId: null, viewId: 'v2', expected: 'f2' },
    { case: 'a view without a form: the app’s main form', formId: null, viewId: 'v0', appFormId: 'f2', expected: 'f2' },
    { case: 'an app main form it does not list is ignored', formId: null, viewId: null, appFormId: 'nope', expected: 'f1' },
    { case: 'else the first form', formId: null, viewId: null, expected: 'f1' },
  ])('$case', ({ formId, viewId, appFormId, expected }) => {
    expect(searchFormId({ formId, viewId, views: viewForms, appFormId: appFormId ?? null, forms })).toBe(expected);
  });

  it('an app without forms: none', () => {
    expect(searchFormId({ formId: null, viewId: null, views: [], forms: [] })).toBeNull();
  });
});
