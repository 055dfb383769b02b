import { Text, View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { useEffect, useRef, useState } from 'react';

import { answerLocationRequest, cancelLocationRequest } from './location-requests';
import { PlaceList } from './PlaceList';
import { placesAround, regeo, searchPlaces } from '../../api/gaode';
import { useLoad } from '../../data';
import { chosenLocation, currentPlace, LOCATION_TEXT, readChooseLocationQuery, type Place } from '../../domain/location/location-pages';
import { leavePage } from '../../platform/leave';
import { currentPosition } from '../../platform/location';
import { Button } from '../../ui/Button';
import { KeywordInput } from '../../ui/KeywordInput';
import { Screen } from '../../ui/Screen';
import './location.css';

/** The places listed around the user: a walk of a few minutes, as a map picker's first screen shows. */
const NEARBY_RADIUS_M = 3000;

/**
 * Choose location (spec /choose-location; the browser's equivalent of WeChat's chooseLocation, without map tiles:
 * nothing may need the network). Where the user is, named by the platform's reverse geocoding, the gazetteer's places
 * around it and a search over places; 确定 answers the page that opened it (location-requests) and goes back.
 */
export default function ChooseLocationScreen() {
  const requestId = readChooseLocationQuery(useRouter().params);
  const [keyword, setKeyword] = useState('');
  const [searched, setSearched] = useState('');
  const [picked, setPicked] = useState<Place | null>(null);
  const answered = useRef(false);

  useEffect(() => {
    const timer = setTimeout(() => setSearched(keyword.trim()), 300);
    return () => clearTimeout(timer);
  }, [keyword]);

  // Leaving without 确定 (back, or the page closed) answers "cancelled", as WeChat's picker does.
  useEffect(() => () => void (requestId && !answered.current && cancelLocationRequest(requestId)), [requestId]);

  const device = useLoad(['location', 'device'], async () => {
    const r = await currentPosition();
    if (!r.ok) throw new Error(r.reason);
    return { latitude: r.position.latitude, longitude: r.position.longitude };
  }, { freshFor: 0 });
  const at = device.data ?? null;
  const atKey = at ? [at.latitude, at.longitude] : [];
  const here = useLoad(['location', 'regeo', ...atKey], async () => currentPlace(at!, await regeo(at!).catch(() => '')), { enabled: at !== null });
  const nearby = useLoad(['location', 'around', ...atKey], () => placesAround(at!, NEARBY_RADIUS_M), { enabled: at !== null });
  const found = useLoad(['location', 'search', searched, ...atKey], () => searchPlaces(searched, at), { enabled: searched !== '', keepPrevious: true });

  // The user's position is the first choice until they pick another, as in WeChat's picker. Derived, not set by an
  // effect, so no frame is painted with nothing chosen and 确定 disabled.
  const current = here.data ?? null;
  const chosen = picked ?? current;

  const confirm = () => {
    if (!chosen) return;
    answered.current = true;
    if (requestId) answerLocationRequest(requestId, chosenLocation(chosen));
    leavePage();
  };

  const searching = searched !== '';
  const list: Place[] = searching ? (found.data ?? []) : [...(current ? [current] : []), ...(nearby.data ?? [])];
  const status =
    device.status === 'pending' ? LOCATION_TEXT.locating
    : device.status === 'error' && !searching ? LOCATION_TEXT.positionFailed
    : searching && found.status === 'success' && list.length === 0 ? LOCATION_TEXT.noResults
    : (searching ? found.status : nearby.status) === 'error' ? LOCATION_TEXT.placesFailed
    : !searching && nearby.status === 'success' && list.length <= 1 ? LOCATION_TEXT.noPlaces
    : '';

  return (
    <Screen className="location">
      <KeywordInput className="location__search" name="place-keyword" label={LOCATION_TEXT.search} value={keyword} onChange={setKeyword} onSearch={() => setSearched(keyword.trim())} />
      <Text className="location__heading">{searching ? LOCATION_TEXT.results : LOCATION_TEXT.nearby}</Text>
      {status ? (
        <View className="location__status">
          <Text role="status">{status}</Text>
          {device.status === 'error' && !searching ? (
            <Button size="small" onClick={() => void device.refetch()}>
              {LOCATION_TEXT.retry}
            </Button>
          ) : null}
        </View>
      ) : null}
      <PlaceList label={searching ? LOCATION_TEXT.results : LOCATION_TEXT.nearby} places={list} chosen={chosen?.id ?? null} onChoose={setPicked} />
      <View className="location__actions">
        <Button onClick={() => leavePage()}>{LOCATION_TEXT.cancel}</Button>
        <Button type="primary" disabled={!chosen} onClick={confirm}>
          {LOCATION_TEXT.confirm}
        </Button>
      </View>
    </Screen>
  );
}
