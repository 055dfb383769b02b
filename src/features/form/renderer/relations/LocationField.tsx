/**
 * fixedPosition: where the user is. "选择位置" opens the map picker (WeChat; on H5 it needs a map key, see
 * platform/location) and falls back to the device position; "获取当前位置" asks the device directly. The address
 * can always be typed, and a failure keeps it, saying clearly that the position could not be had.
 * Value: { address, name?, latitude?, longitude? } (domain/form-engine/relations.ts).
 */
import { Input, Text, View } from '@tarojs/components';
import { useState } from 'react';

import { Press } from './Sheet';
import { RELATION_TEXT, positionValue, type PositionValue } from '../../../../domain/form-engine/relations';
import { choosePosition, currentPosition, type PositionResult } from '../../../../platform/location';
import { controlA11y, domProps } from '../../../../ui/a11y';

interface Props {
  id: string;
  label: string;
  value: unknown;
  readOnly: boolean;
  onChange: (value: PositionValue) => void;
  onBlur: () => void;
}

export function LocationField({ id, label, value, readOnly, onChange, onBlur }: Props) {
  const position = positionValue(value);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string | null>(null);

  const locate = async (how: () => Promise<PositionResult>) => {
    if (busy) return;
    setBusy(true);
    setNote(null);
    const result = await how();
    setBusy(false);
    if (!result.ok) {
      setNote(result.reason === 'cancel' ? RELATION_TEXT.positionCancelled : RELATION_TEXT.positionUnavailable);
      return;
    }
    const p = result.position;
    const current = positionValue(value);
    // The device gives no address: what the user typed stays.
    onChange({
      address: p.address || current.address,
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
      {!readOnly ? (
        <View className="form-location__actions">
          <Press
            className="form-location__action"
            label={`${label} ${RELATION_TEXT.choosePosition}`}
            disabled={busy}
            onPress={() => void locate(choosePosition)}
          >
            <Text>{RELATION_TEXT.choosePosition}</Text>
          </Press>
          <Press
            className="form-location__action"
            label={`${label} ${RELATION_TEXT.currentPosition}`}
            disabled={busy}
            onPress={() => void locate(currentPosition)}
          >
            <Text>{busy ? '定位中...' : RELATION_TEXT.currentPosition}</Text>
          </Press>
        </View>
      ) : null}
      {note ? (
        <Text className="form-field__error" {...domProps({ role: 'alert' })}>
          {note}
        </Text>
      ) : null}
    </View>
  );
}
