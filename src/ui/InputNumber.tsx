// NutUI's number box (− input +) with its own CSS only. NutUI renders the native input itself and passes no
// attributes to it, so on H5 the label is set on that input once mounted: a screen reader then names the box.
import '@nutui/nutui-react-taro/dist/es/packages/inputnumber/style/css';

import NutInputNumber from '@nutui/nutui-react-taro/dist/es/packages/inputnumber';
import { View } from '@tarojs/components';
import { useEffect } from 'react';

interface Props {
  /** The id of the box; its native input is `${id}-native`. */
  id: string;
  label: string;
  value: number;
  min: number;
  max: number;
  disabled?: boolean;
  /** The whole number the box now holds (NutUI keeps it within min..max; typing outside them is not a value). */
  onChange: (value: number) => void;
}

export function InputNumber({ id, label, value, min, max, disabled = false, onChange }: Props) {
  useEffect(() => {
    // The mini program has a `document` too (Taro's, without querySelector), and WeChat names the box itself.
    if (process.env.TARO_ENV !== 'h5' || typeof document === 'undefined') return;
    const input = document.getElementById(id)?.querySelector('input');
    input?.setAttribute('aria-label', label);
    input?.setAttribute('id', `${id}-native`);
  }, [id, label]);
  return (
    <View id={id} className="ware-input-number">
      <NutInputNumber
        value={value}
        min={min}
        max={max}
        digits={0}
        type="number"
        disabled={disabled}
        onChange={(next) => {
          const n = Number(next);
          if (Number.isInteger(n) && n >= min && n <= max) onChange(n);
        }}
      />
    </View>
  );
}
