/**
 * Location for the fixedPosition control (spec §2 built-in /choose-location; calls-and-errors.md §9 "open and get
 * location"). Both targets go through Taro: in WeChat `chooseLocation` opens the map picker; on H5 Taro's picker
 * needs a map key (LOCATION_APIKEY) and fails at once without one, and `getLocation` asks the browser. Every failure
 * resolves to a reason instead of throwing: the control keeps what the user typed and says why.
 */
import Taro from '@tarojs/taro';

import { wechatPosition } from './location-wechat';
import { privacyAgreed } from './privacy-gate';

interface PickedPosition {
  address: string;
  name?: string;
  latitude: number;
  longitude: number;
}

export type PositionResult = { ok: true; position: PickedPosition } | { ok: false; reason: 'cancel' | 'unavailable' };

const GET_LOCATION_TIMEOUT_MS = 10000;

const cancelled = (e: unknown) => /cancel/i.test(String((e as { errMsg?: unknown } | null)?.errMsg ?? e));

/** The map picker; falls back to the device position when the picker is unavailable. */
export async function choosePosition(): Promise<PositionResult> {
  if (!(await privacyAgreed())) return { ok: false, reason: 'cancel' };
  try {
    const r = await Taro.chooseLocation({});
    if (Number.isFinite(r.latitude) && Number.isFinite(r.longitude)) {
      return {
        ok: true,
        position: { address: r.address ?? '', name: r.name ?? '', latitude: r.latitude, longitude: r.longitude },
      };
    }
  } catch (e) {
    if (cancelled(e)) return { ok: false, reason: 'cancel' };
  }
  return currentPosition();
}

/**
 * The device position (no address: the user types or keeps one). WGS84: the only system Taro's H5 getLocation
 * supports (it refuses gcj02), and WeChat gives it too, so both targets store the same kind of coordinates.
 */
export async function currentPosition(): Promise<PositionResult> {
  if (!(await privacyAgreed())) return { ok: false, reason: 'cancel' };
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timeout')), GET_LOCATION_TIMEOUT_MS);
    });
    // In WeChat's browser WeChat answers through the JS-SDK (location-wechat.h5.ts); elsewhere the device does.
    const device = async () => (await wechatPosition()) ?? Taro.getLocation({ type: 'wgs84' });
    const r = await Promise.race([device(), timeout]);
    if (Number.isFinite(r.latitude) && Number.isFinite(r.longitude))
      return { ok: true, position: { address: '', latitude: r.latitude, longitude: r.longitude } };
  } catch (e) {
    if (cancelled(e)) return { ok: false, reason: 'cancel' };
  } finally {
    if (timer) clearTimeout(timer);
  }
  return { ok: false, reason: 'unavailable' };
}
