// The built-in location screens (spec screens-data-rules.md §2 "/choose-location, /open-location"), as the H5
// equivalents of WeChat's chooseLocation and openLocation: what their addresses carry and what choose-location
// answers. Pure: the screens and the form's location control share these rules.

/** What choose-location answers, as `Taro.chooseLocation` does. */
export interface ChosenLocation {
  name: string;
  address: string;
  latitude: number;
  longitude: number;
}

/** A place to show or pick: a chosen location with its distance (metres) from where the list was asked, if known. */
export interface Place extends ChosenLocation {
  id: string;
  distance?: number;
}

const finite = (v: string | null | undefined): number | null => {
  if (v === null || v === undefined || v.trim() === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
};

/** A latitude and longitude that name a place on the earth, or null. */
export function coordinates(latitude: unknown, longitude: unknown): { latitude: number; longitude: number } | null {
  const lat = typeof latitude === 'number' ? latitude : finite(typeof latitude === 'string' ? latitude : null);
  const lng = typeof longitude === 'number' ? longitude : finite(typeof longitude === 'string' ? longitude : null);
  if (lat === null || lng === null || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { latitude: lat, longitude: lng };
}

/** The maps service's "lng,lat" read as a position, or null. */
export function fromLngLat(text: string): { latitude: number; longitude: number } | null {
  const [lng, lat, extra] = text.split(',');
  return extra === undefined ? coordinates(lat, lng) : null;
}

type Query = Readonly<Record<string, string | undefined>>;

/** A query value as the page gets it: still URL-encoded in both Taro's H5 router and the mini program. */
const decoded = (v: string | undefined): string => {
  if (v === undefined) return '';
  try {
    return decodeURIComponent(v);
  } catch {
    return v;
  }
};

const queryString = (pairs: Record<string, string | number | undefined>) =>
  Object.entries(pairs)
    .filter((e): e is [string, string | number] => e[1] !== undefined && e[1] !== '')
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&');

/** choose-location's query: the request it answers. */
export function chooseLocationQuery(requestId: string): string {
  return queryString({ requestId });
}

/** Reads choose-location's request id; null means nobody waits for the answer (the address was typed). */
export function readChooseLocationQuery(query: Query): string | null {
  const requestId = decoded(query.requestId);
  return /^[\w-]{1,64}$/.test(requestId) ? requestId : null;
}

/** open-location's query, as `Taro.openLocation` takes its arguments. */
export function openLocationQuery(location: { name?: string; address?: string; latitude: number; longitude: number }): string {
  return queryString({ name: location.name, address: location.address, latitude: location.latitude, longitude: location.longitude });
}

/** Reads open-location's query: the place to show, or null when its coordinates are missing or not on the earth. */
export function readOpenLocationQuery(query: Query): ChosenLocation | null {
  const at = coordinates(decoded(query.latitude), decoded(query.longitude));
  if (!at) return null;
  return { name: decoded(query.name).trim(), address: decoded(query.address).trim(), ...at };
}

/**
 * The place choose-location offers first: where the user is (WeChat's picker lists it first the same way), with no
 * name of its own and the reverse-geocoded address, or its coordinates where the gazetteer knows no address.
 */
export function currentPlace(position: { latitude: number; longitude: number }, address: string): Place {
  const coords = `${position.latitude.toFixed(6)}, ${position.longitude.toFixed(6)}`;
  return { id: CURRENT_PLACE_ID, name: '', address: address || coords, latitude: position.latitude, longitude: position.longitude };
}

export const CURRENT_PLACE_ID = 'current';

/** What choose-location answers for a place: what `Taro.chooseLocation` resolves with. */
export const chosenLocation = ({ name, address, latitude, longitude }: Place): ChosenLocation => ({ name, address, latitude, longitude });

/** The location screens' words. */
export const LOCATION_TEXT = {
  chooseTitle: '选择位置',
  openTitle: '查看位置',
  myPosition: '我的位置',
  locating: '正在获取当前位置…',
  positionFailed: '无法获取当前位置，可搜索地点后选择',
  retry: '重试',
  search: '搜索地点',
  nearby: '附近地点',
  results: '搜索结果',
  noPlaces: '附近没有可选的地点',
  noResults: '没有找到相关地点',
  placesFailed: '地点加载失败',
  confirm: '确定',
  cancel: '取消',
  chosen: '已选择',
  distanceFromYou: (text: string) => `距离你 ${text}`,
  measuring: '正在计算距离…',
  distanceFailed: '无法获取你的位置，距离未知',
  copyAddress: '复制地址',
  copied: '地址已复制',
  back: '返回',
  invalid: '位置信息无效',
  viewLocation: '查看位置',
} as const;
