import { appKeyCacheKey, appRefFromQuery } from '../../src/domain/access/app-ref';
import { appEntries, entryTarget } from '../../src/domain/access/entries';
import { PRODUCT_NAME, shareContent } from '../../src/domain/share/share-content';

describe('appRefFromQuery: appId, Appid, shortCode, key', () => {
  const cases: [string, Record<string, unknown>, unknown][] = [
    ['appId', { appId: 'app-open' }, { kind: 'id', appId: 'app-open' }],
    ['Appid of a share link', { Appid: 'app-open', code: 'index' }, { kind: 'id', appId: 'app-open' }],
    ['appId wins over Appid and shortCode', { appId: 'a', Appid: 'b', shortCode: 'c' }, { kind: 'id', appId: 'a' }],
    ['shortCode', { shortCode: 'open' }, { kind: 'shortCode', code: 'open' }],
    ['key with tenant', { key: 'open', tenantId: '1001' }, { kind: 'key', key: 'open', tenantId: '1001' }],
    ['key without tenant', { key: 'open' }, { kind: 'key', key: 'open', tenantId: null }],
    ['numeric id', { appId: 42 }, { kind: 'id', appId: '42' }],
    ['empty and undefined values are none', { appId: '', Appid: 'undefined', shortCode: 'null' }, null],
    ['nothing', {}, null],
  ];
  it.each(cases)('%s', (_n, query, ref) => expect(appRefFromQuery(query)).toEqual(ref));

  it('caches per key and tenant', () => {
    expect(appKeyCacheKey('open', '1001')).not.toBe(appKeyCacheKey('open', '1002'));
  });
});

describe('appEntries: forms the user may create in, views the user holds', () => {
  const forms = [{ id: 'form-a', formId: 'form-a', name: 'A' }];
  const views = [
    { id: 'view-a-list', name: 'A 列表', formId: 'form-a' },
    { id: 'view-b-list', name: 'B 列表', formId: 'form-a' },
  ];
  const create = { type: 'form-operation-permission', businessKey: 'create', formId: 'form-a' };
  const cases: [string, { type: string; businessKey: string; formId?: string | null }[], string[]][] = [
    ['no permissions, no entries', [], []],
    ['create shows the form', [create], ['form:form-a']],
    ['create of another form does not', [{ ...create, formId: 'form-x' }], []],
    ['create without formId applies to every form', [{ ...create, formId: null }], ['form:form-a']],
    ['edit alone does not show the form', [{ ...create, businessKey: 'edit' }], []],
    ['a view permission shows that view only', [{ type: 'view-permission', businessKey: 'view-a-list' }], ['view:view-a-list']],
    [
      'member: form and view',
      [create, { type: 'view-permission', businessKey: 'view-a-list', formId: 'form-a' }],
      ['form:form-a', 'view:view-a-list'],
    ],
  ];
  it.each(cases)('%s', (_n, permissions, expected) =>
    expect(appEntries(forms, views, permissions).map((e) => `${e.kind}:${e.id}`)).toEqual(expected),
  );
});

describe('shareContent: placeholders ignored, product name and home by default', () => {
  const cases: [string, Parameters<typeof shareContent>[0], string | null, { title: string; description: string; path: string }][] = [
    ['no config', null, null, { title: PRODUCT_NAME, description: '', path: '/pages/home/home' }],
    ['placeholders', { title: '请输入分享标题', description: '请输入分享描述' }, null, { title: PRODUCT_NAME, description: '', path: '/pages/home/home' }],
    ['blank title', { title: '  ', description: 'd' }, '/x', { title: PRODUCT_NAME, description: 'd', path: '/x' }],
    ['own values', { title: '巡检', description: '每日巡检' }, '/pagesB/view/index/index?appId=a', { title: '巡检', description: '每日巡检', path: '/pagesB/view/index/index?appId=a' }],
  ];
  it.each(cases)('%s', (_n, config, path, expected) => expect(shareContent(config, path)).toMatchObject(expected));
});

describe('entryTarget: where an app entry leads', () => {
  it.each([
    ['a form opens form filling', { kind: 'form', id: 'f1', name: 'F' }, '/pagesB/view/search/formInfo?appId=a%201&formId=f1'],
    ['a view opens the lists of its form', { kind: 'view', id: 'v1', name: 'V', formId: 'f1' }, '/pagesB/view/lists?appId=a%201&formId=f1&viewId=v1'],
    ['a view without its form leads nowhere', { kind: 'view', id: 'v1', name: 'V' }, null],
  ] as const)('%s', (_name, entry, target) => {
    expect(entryTarget('a 1', entry)).toBe(target);
  });
});
