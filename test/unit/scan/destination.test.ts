import { withinCheckInRange, distanceText } from '../../../src/domain/location/check-in';
import { deviceCode, recordCode, scanDestination } from '../../../src/domain/scan/destination';

const HOSTS = ['https://m.ware.example', 'http://127.0.0.1:10086'];

describe('scanDestination: what a scanned code leads to (issue "Scan")', () => {
  it.each([
    ['a platform link to a listed screen opens it by its internal path', 'https://m.ware.example/app/view/lists?appId=a1', { kind: 'link', url: '/pagesB/view/lists?appId=a1' }],
    ['a share link at the root goes through the temp entry rule to the app index', 'http://127.0.0.1:10086/?Appid=a1&code=index&viewId=v1', { kind: 'link', url: '/pagesB/view/index/index?Appid=a1&code=index&viewId=v1' }],
    ['a legacy form link is redirected to form info', 'https://m.ware.example/pages/search/formInfo?appId=a1', { kind: 'link', url: '/pagesB/view/search/formInfo?appId=a1' }],
    ['a short link /shortener/{code} opens the app of the code', 'https://m.ware.example/shortener/open', { kind: 'link', url: '/pagesB/view/index/index?shortCode=open' }],
    ['a /{code} deep link is an unknown path: the short-code rule', 'https://m.ware.example/expense?from=poster', { kind: 'link', url: '/pagesB/view/index/index?shortCode=expense&from=poster' }],
    ['an empty first segment goes to not found', 'https://m.ware.example//x', { kind: 'link', url: '/pagesB/view/404' }],
    ['a device code opens the device page', deviceCode('dv-17001'), { kind: 'device', deviceId: 'dv-17001', url: '/device/detail?id=dv-17001' }],
    ['a platform link to a device page is a device too', 'https://m.ware.example/device/detail?id=dv-17002', { kind: 'device', deviceId: 'dv-17002', url: '/device/detail?id=dv-17002' }],
    ['a record code opens the record detail', recordCode('a1', 'f1', 'd1'), { kind: 'record', appId: 'a1', formId: 'f1', dataId: 'd1', url: '/pagesB/view/detail?appId=a1&formId=f1&dataId=d1' }],
  ])('%s', (_name, scanned, expected) => {
    expect(scanDestination(scanned, HOSTS)).toEqual(expected);
  });

  it.each([
    ['plain text', '设备巡检点 A-3'],
    ['a link to another host is never opened in the app', 'https://evil.example/app/index?appId=a1'],
    ['a look-alike host', 'https://m.ware.example.evil.example/app/index'],
    ['a malformed device code', 'ware://device/../../etc'],
    ['a record code with a missing part', 'ware://record/a1/f1'],
    ['a screen that is not built (builtin location page)', 'https://m.ware.example/choose-location'],
    ['an empty code', '   '],
    ['an EAN-13 number', '6901234567892'],
  ])('%s stays text', (_name, scanned) => {
    expect(scanDestination(scanned, HOSTS)).toEqual({ kind: 'text', text: scanned });
  });
});

describe('check-in range', () => {
  it.each([
    [120, 200, true],
    [200, 200, true],
    [200.5, 200, false],
    [5000, null, true],
    [5000, 0, true],
    [Number.NaN, 100, false],
  ])('%s m against a range of %s m → %s', (distance, range, expected) => {
    expect(withinCheckInRange(distance, range)).toBe(expected);
  });

  it.each([
    [0, '0 米'],
    [999.4, '999 米'],
    [1000, '1.0 公里'],
    [12345, '12.3 公里'],
  ])('%s m reads %s', (m, text) => expect(distanceText(m)).toBe(text));
});
