/**
 * fixedPosition: where the user is. "选择位置" opens the map picker (WeChat's own; in the browser the built-in
 * choose-location screen, features/location) and falls back to the device position where WeChat's picker is not
 * there; "获取当前位置" asks the device directly. The address
 * can always be typed, and a failure keeps it, saying clearly that the position could not be had.
 * Value: { address, name?, latitude?, longitude? } (domain/form-engine/relations.ts). A position without an address
 * gets one from the platform's reverse geocoding; a control with a check-in place shows the distance to it and
 * refuses a position out of its range.
 */
import { Input, Text, View } from '@tarojs/components';
import { useEffect, useState } from 'react';

import { Press } from './Sheet';
import { lineDistance, regeo } from '../../../api/gaode';
import { useChange } from '../../../data';
import { RELATION_TEXT, positionValue, type PositionValue } from '../../../domain/form-engine/relations';
import { CHECK_IN_TEXT, withinCheckInRange, type CheckInPlace } from '../../../domain/location/check-in';
import { currentPosition, type PositionResult } from '../../../platform/location';
import { currentPageAddress } from '../../../platform/navigate';
import { controlA11y } from '../../../ui/a11y';
import { pickLocation, takeLocationAnswer } from '../../location';

interface Props {
  id: string;
  label: string;
  value: unknown;
  readOnly: boolean;
  checkIn: CheckInPlace | null;
  onChange: (value: PositionValue) => void;
  onBlur: () => void;
}

export function LocationField({ id, label, value, readOnly, checkIn, onChange, onBlur }: Props) {
  const position = positionValue(value);
  const [note, setNote] = useState<string | null>(null);
  const [distance, setDistance] = useState<string | null>(null);

  // The loading layer's change covers the device, the reverse geocoding and the distance: the buttons stay disabled
  // until the position is placed or refused.
  const locating = useChange<void, () => Promise<PositionResult>>({ mutationFn: (how) => place(how) });
  const busy = locating.isPending;
  const locate = (how: () => Promise<PositionResult>) => {
    if (!busy) locating.mutate(how);
  };
  // The page and control that ask for a place: a place chosen after the browser reloaded the picker comes back here.
  const [owner] = useState(() => `${currentPageAddress() ?? ''}#${id}`);
  useEffect(() => {
    const kept = takeLocationAnswer(owner);
    if (kept) locating.mutate(() => Promise.resolve({ ok: true, position: kept }));
    // Once, when the control mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const place = async (how: () => Promise<PositionResult>) => {
    setNote(null);
    const result = await how();
    if (!result.ok) {
      setNote(result.reason === 'cancel' ? RELATION_TEXT.positionCancelled : RELATION_TEXT.positionUnavailable);
      return;
    }
    const p = result.position;
    const current = positionValue(value);
    const [address, metres] = await Promise.all([
      p.address || current.address ? '' : regeo(p).catch(() => ''),
      checkIn ? lineDistance(p, checkIn).catch(() => Number.NaN) : null,
    ]);
    if (checkIn && metres !== null) {
      setDistance(Number.isFinite(metres) ? CHECK_IN_TEXT.distance(checkIn.name, metres) : null);
      if (!withinCheckInRange(metres, checkIn.range)) {
        setNote(CHECK_IN_TEXT.outOfRange(checkIn.range));
        return;
      }
    }
    // The device gives no address: what the user typed stays.
    onChange({
      address: p.address || current.address || address,
      ...(p.name ? { name: p.name } : {}),
      latitude: p.latitude,
      longitude: p.longitude,
    });
    onBlur();
  };

  const coords =
    position.latitude !== undefined && position.longitude !== undefined
      ? `${position.latitude.toFixed(6)}, ${position.longitude.toFixed(6)}`
      : '';
  return (
    <View className="form-location" id={id}>
      {position.name ? <Text className="form-location__name">{position.name}</Text> : null}
      <Input
        className="form-field__input"
        value={position.address}
        placeholder={RELATION_TEXT.positionPlaceholder}
        disabled={readOnly}
        onInput={(e) => onChange({ ...positionValue(value), address: e.detail.value })}
        onBlur={onBlur}
        {...controlA11y.input(label, id)}
      />
      {coords ? <Text className="form-field__notice">{coords}</Text> : null}
      {distance ? (
        <Text className="form-field__notice" data-testid="check-in-distance">
          {distance}
        </Text>
      ) : null}
      {!readOnly ? (
        <View className="form-location__actions">
          <Press
            className="form-location__action"
            label={`${label} ${RELATION_TEXT.choosePosition}`}
            disabled={busy}
            onPress={() => locate(() => pickLocation(owner))}
          >
            <Text>{RELATION_TEXT.choosePosition}</Text>
          </Press>
          <Press
            className="form-location__action"
            label={`${label} ${RELATION_TEXT.currentPosition}`}
            disabled={busy}
            onPress={() => locate(currentPosition)}
          >
            <Text>{busy ? '定位中...' : RELATION_TEXT.currentPosition}</Text>
          </Press>
        </View>
      ) : null}
      {note ? (
        <Text className="form-field__error" role="alert">
          {note}
        </Text>
      ) : null}
    </View>
  );
}
