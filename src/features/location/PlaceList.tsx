import { Text, View } from '@tarojs/components';

import { distanceText } from '../../domain/location/check-in';
import { CURRENT_PLACE_ID, LOCATION_TEXT, type Place } from '../../domain/location/location-pages';
import { onKeys } from '../../ui/a11y';

interface Props {
  label: string;
  places: readonly Place[];
  chosen: string | null;
  onChoose: (place: Place) => void;
}

/** Places to pick one from: a radio group (arrows are not needed on a phone; Tab, Enter and Space pick). */
export function PlaceList({ label, places, chosen, onChoose }: Props) {
  return (
    <View className="location-places" role="radiogroup" aria-label={label}>
      {places.map((place) => {
        const checked = place.id === chosen;
        const title = place.id === CURRENT_PLACE_ID ? LOCATION_TEXT.myPosition : place.name;
        return (
          <View
            key={place.id}
            className={`location-place${checked ? ' location-place--chosen' : ''}`}
            data-testid="location-place"
            onClick={() => onChoose(place)}
            role="radio" aria-checked={checked} tabIndex={0} onKeyDown={onKeys(() => onChoose(place), true)}
          >
            <View className="location-place__text">
              <Text className="location-place__name">{title}</Text>
              <Text className="location-place__address">{place.address}</Text>
            </View>
            {place.distance !== undefined ? <Text className="location-place__distance">{distanceText(place.distance)}</Text> : null}
            {checked ? <Text className="location-place__mark">{LOCATION_TEXT.chosen}</Text> : null}
          </View>
        );
      })}
    </View>
  );
}
