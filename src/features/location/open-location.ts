// Showing a location in the mini program: WeChat's own map (Taro.openLocation). open-location.h5.ts is the browser's.
import Taro from '@tarojs/taro';

export interface ShownLocation {
  name?: string;
  address?: string;
  latitude: number;
  longitude: number;
}

export function openLocation(location: ShownLocation): void {
  void Taro.openLocation({ ...location, scale: 16 }).catch(() => undefined);
}
