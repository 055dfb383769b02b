import { Text, View } from '@tarojs/components';
import Taro, { useRouter } from '@tarojs/taro';

import { lineDistance } from '../../api/gaode';
import { useLoad } from '../../data';
import { distanceText } from '../../domain/location/check-in';
import { LOCATION_TEXT, readOpenLocationQuery, type ChosenLocation } from '../../domain/location/location-pages';
import { leavePage } from '../../platform/leave';
import { currentPosition } from '../../platform/location';
import { Button } from '../../ui/Button';
import { Screen } from '../../ui/Screen';
import './location.css';

/**
 * Open location (spec /open-location; the browser's equivalent of WeChat's openLocation, without map tiles): the
 * place named in the address (name, address, latitude, longitude), how far it is from the user (the platform's
 * calculateLineDistance), copying its address, and back.
 */
export default function OpenLocationScreen() {
  const place = readOpenLocationQuery(useRouter().params);
  return <Screen className="location">{place ? <Shown place={place} /> : <Invalid />}</Screen>;
}

function Invalid() {
  return (
    <View className="ware-card location__card">
      <Text role="alert">{LOCATION_TEXT.invalid}</Text>
      <Button onClick={() => leavePage()}>{LOCATION_TEXT.back}</Button>
    </View>
  );
}

function Shown({ place }: { place: ChosenLocation }) {
  const coords = `${place.latitude.toFixed(6)}, ${place.longitude.toFixed(6)}`;
  const distance = useLoad(['location', 'distance-to', place.latitude, place.longitude], async () => {
    const here = await currentPosition();
    if (!here.ok) throw new Error(here.reason);
    return lineDistance(here.position, place);
  }, { freshFor: 0 });

  const copy = () =>
    void Taro.setClipboardData({ data: place.address || place.name || coords })
      .then(() => Taro.showToast({ title: LOCATION_TEXT.copied, icon: 'none' }))
      .catch(() => undefined);

  return (
    <View className="ware-card location__card" role="region" aria-label={place.name || place.address || coords}>
      {place.name ? <Text className="location__name" data-testid="open-location-name">{place.name}</Text> : null}
      {place.address ? <Text className="location__address" data-testid="open-location-address">{place.address}</Text> : null}
      <Text className="location__coords">{coords}</Text>
      <View className="location__status">
        <Text data-testid="open-location-distance" role="status">
          {distance.status === 'success' ? LOCATION_TEXT.distanceFromYou(distanceText(distance.data)) : distance.status === 'error' ? LOCATION_TEXT.distanceFailed : LOCATION_TEXT.measuring}
        </Text>
        {distance.status === 'error' ? (
          <Button size="small" onClick={() => void distance.refetch()}>
            {LOCATION_TEXT.retry}
          </Button>
        ) : null}
      </View>
      <View className="location__actions">
        <Button onClick={() => leavePage()}>{LOCATION_TEXT.back}</Button>
        <Button type="primary" onClick={copy}>
          {LOCATION_TEXT.copyAddress}
        </Button>
      </View>
    </View>
  );
}
