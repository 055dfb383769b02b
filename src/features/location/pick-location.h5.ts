// The form's 选择位置 in the browser: the built-in choose-location screen (WeChat's map picker needs a map key Taro's
// H5 does not have), answered through location-requests.
import { requestLocation } from './location-requests';
import type { PickLocation } from './pick-location';

export type { PickLocation } from './pick-location';

export const pickLocation: PickLocation = async (owner) => {
  const place = await requestLocation(owner);
  return place ? { ok: true, position: place } : { ok: false, reason: 'cancel' };
};
