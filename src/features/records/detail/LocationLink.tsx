import { Text } from '@tarojs/components';

import { positionValue } from '../../../domain/form-engine/relations';
import { LOCATION_TEXT } from '../../../domain/location/location-pages';
import { pressable } from '../../../ui/a11y';
import { openLocation } from '../../location';

/**
 * A location field's value in the detail, when it holds coordinates: 查看位置 shows it (WeChat's map in the mini
 * program, the built-in open-location screen in the browser) with its distance from the user.
 */
export function LocationLink({ label, value }: { label: string; value: unknown }) {
  const p = positionValue(value);
  if (p.latitude === undefined || p.longitude === undefined) return null;
  const shown = { name: p.name ?? '', address: p.address, latitude: p.latitude, longitude: p.longitude };
  const open = () => openLocation(shown);
  return (
    <Text className="records__link" data-testid="detail-location-link" onClick={open} {...pressable(open, `${label} ${LOCATION_TEXT.viewLocation}`)}>
      {LOCATION_TEXT.viewLocation}
    </Text>
  );
}
