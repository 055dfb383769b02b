import {
  chooseLocationQuery,
  chosenLocation,
  coordinates,
  currentPlace,
  fromLngLat,
  openLocationQuery,
  readChooseLocationQuery,
  readOpenLocationQuery,
} from '@/domain/location/location-pages';

/** The built-in location screens (spec §2 "/choose-location, /open-location"): what their addresses carry. */
const queryOf = (q: string) => Object.fromEntries(q.split('&').map((kv) => kv.split('=') as [string, string]));

describe('coordinates: a latitude and longitude on the earth', () => {
  it.each<{ case: string; lat: unknown; lng: unknown; expected: ReturnType<typeof coordinates> }>([
    { case: 'numbers', lat: 30.27, lng: 120.13, expected: { latitude: 30.27, longitude: 120.13 } },
    { case: 'strings from a query', lat: '30.27', lng: '120.13', expected: { latitude: 30.27, longitude: 120.13 } },
    { case: 'the poles and the date line are on the earth', lat: -90, lng: 180, expected: { latitude: -90, longitude: 180 } },
    { case: 'zero is a coordinate', lat: '0', lng: '0', expected: { latitude: 0, longitude: 0 } },
    { case: 'a latitude past the pole is not', lat: 90.5, lng: 0, expected: null },
    { case: 'a longitude past the date line is not', lat: 0, lng: -180.1, expected: null },
    { case: 'an empty value is missing, not zero', lat: '', lng: '120', expected: null },
    { case: 'text is not a coordinate', lat: 'abc', lng: '120', expected: null },
    { case: 'missing', lat: undefined, lng: 120, expected: null },
    { case: 'infinity', lat: Infinity, lng: 0, expected: null },
  ])('$case', ({ lat, lng, expected }) => {
    expect(coordinates(lat, lng)).toEqual(expected);
  });
});

describe('fromLngLat: the maps service writes "lng,lat"', () => {
  it.each<{ case: string; text: string; expected: ReturnType<typeof fromLngLat> }>([
    { case: 'longitude first', text: '120.1315,30.2741', expected: { latitude: 30.2741, longitude: 120.1315 } },
    { case: 'one number', text: '120.13', expected: null },
    { case: 'three numbers', text: '1,2,3', expected: null },
    { case: 'swapped out of range', text: '30.27,120.13', expected: null },
  ])('$case', ({ text, expected }) => {
    expect(fromLngLat(text)).toEqual(expected);
  });
});

describe("choose-location's query: the request it answers", () => {
  it.each<{ case: string; query: Record<string, string | undefined>; expected: string | null }>([
    { case: 'a request id', query: queryOf(chooseLocationQuery('loc-abc-1')), expected: 'loc-abc-1' },
    { case: 'opened by address, nobody waits', query: {}, expected: null },
    { case: 'an id with other characters is refused', query: { requestId: 'a%20b' }, expected: null },
    { case: 'an overlong id is refused', query: { requestId: 'x'.repeat(65) }, expected: null },
  ])('$case', ({ query, expected }) => {
    expect(readChooseLocationQuery(query)).toBe(expected);
  });
});

describe("open-location's query: the place to show, as Taro.openLocation takes it", () => {
  const place = { name: '西湖区客户中心', address: '浙江省杭州市西湖区文三路90号 & 2 楼', latitude: 30.2741, longitude: 120.1315 };
  it.each<{ case: string; query: Record<string, string | undefined>; expected: ReturnType<typeof readOpenLocationQuery> }>([
    { case: 'round trip through the encoded query (Chinese, & and spaces)', query: queryOf(openLocationQuery(place)), expected: place },
    {
      case: 'no name or address: coordinates only',
      query: queryOf(openLocationQuery({ latitude: 39.9, longitude: 116.4 })),
      expected: { name: '', address: '', latitude: 39.9, longitude: 116.4 },
    },
    { case: 'missing longitude: nothing to show', query: { name: 'x', latitude: '30' }, expected: null },
    { case: 'coordinates off the earth: nothing to show', query: { latitude: '91', longitude: '0' }, expected: null },
    { case: 'a malformed escape is read as typed', query: { name: '100%', latitude: '1', longitude: '2' }, expected: { name: '100%', address: '', latitude: 1, longitude: 2 } },
  ])('$case', ({ query, expected }) => {
    expect(readOpenLocationQuery(query)).toEqual(expected);
  });
});

describe('currentPlace and chosenLocation: what choose-location offers first and answers', () => {
  it('the user\'s position has no name and the reverse-geocoded address', () => {
    expect(chosenLocation(currentPlace({ latitude: 30.2741, longitude: 120.1315 }, '浙江省杭州市西湖区文三路附近'))).toEqual({
      name: '',
      address: '浙江省杭州市西湖区文三路附近',
      latitude: 30.2741,
      longitude: 120.1315,
    });
  });

  it('where the gazetteer knows no address, the coordinates stand for it', () => {
    expect(currentPlace({ latitude: 10, longitude: 150 }, '').address).toBe('10.000000, 150.000000');
  });

  it('a place of the list answers its name, address and coordinates, without its id or distance', () => {
    expect(chosenLocation({ id: 'pl-1', name: '黄龙体育中心', address: 'a', latitude: 30.27, longitude: 120.129, distance: 515 })).toEqual({
      name: '黄龙体育中心',
      address: 'a',
      latitude: 30.27,
      longitude: 120.129,
    });
  });
});
