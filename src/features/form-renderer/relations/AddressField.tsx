/**
 * address: province → city → district from /dict/dictArea/get (options.level: how many levels, 3 by default) plus
 * the typed details. The sheet walks down one level per choice; the path chosen so far is shown and each step can be
 * gone back to. Value: { location: names, codes, details } (domain/form-engine/relations.ts).
 */
import { Input, Text, View } from '@tarojs/components';
import { useState } from 'react';

import { Press, Sheet } from './Sheet';
import { areasUnder, type Area } from '../../../api/relations';
import { useLoad } from '../../../data';
import { TEXTAREA_MAX_LENGTH } from '../../../domain/constants';
import {
  RELATION_TEXT,
  addressLevel,
  addressValue,
  chooseArea,
  type AddressValue,
} from '../../../domain/form-engine/relations';
import { controlA11y } from '../../../ui/a11y';
import { LIST_TEXT } from '../search-list';
import type { RelationFieldProps } from './context';
// Its own look too, for when it is used outside the form renderer.
import '../form-renderer.css';

const LEVEL_NAMES = [RELATION_TEXT.province, RELATION_TEXT.city, RELATION_TEXT.district];

type Props = RelationFieldProps<AddressValue>;

export function AddressField({ field, ...props }: Props) {
  return <AreaAddress {...props} levels={addressLevel(field.control)} />;
}

/**
 * The area picker with its details input, outside any form too (the goods screen's delivery address): `levels`
 * area levels to choose (1–3).
 */
export function AreaAddress({ id, label, levels, value, readOnly, onChange, onBlur }: Omit<Props, 'field'> & { levels: number }) {
  const address = addressValue(value);
  const [open, setOpen] = useState(false);
  const area = address.location.join(' ');
  return (
    <View className="form-address" id={id}>
      <Press
        className="form-field__picker"
        label={`${label} ${RELATION_TEXT.chooseArea}${area ? `：${area}` : ''}`}
        disabled={readOnly}
        onPress={() => setOpen(true)}
      >
        <Text className={area ? '' : 'form-field__placeholder'}>{area || RELATION_TEXT.chooseArea}</Text>
      </Press>
      <Input
        className="form-field__input form-address__details"
        value={address.details}
        placeholder={RELATION_TEXT.detailPlaceholder}
        disabled={readOnly}
        maxlength={TEXTAREA_MAX_LENGTH}
        onInput={(e) => onChange({ ...addressValue(value), details: e.detail.value })}
        onBlur={onBlur}
        {...controlA11y.input(`${label} ${RELATION_TEXT.detailPlaceholder}`, `${id}-details`)}
      />
      {open ? (
        <AreaSheet
          id={`${id}-areas`}
          title={label}
          levels={levels}
          value={address}
          onChange={onChange}
          onClose={() => {
            setOpen(false);
            onBlur();
          }}
        />
      ) : null}
    </View>
  );
}

function AreaSheet({
  id,
  title,
  levels,
  value,
  onChange,
  onClose,
}: {
  id: string;
  title: string;
  levels: number;
  value: AddressValue;
  onChange: (v: AddressValue) => void;
  onClose: () => void;
}) {
  // The level being chosen: the first one not chosen yet (or the last one).
  const [level, setLevel] = useState(Math.min(value.codes.length, levels - 1));
  const parent = level === 0 ? '0' : (value.codes[level - 1] ?? '0');
  // The areas under each parent are their own entry: a late answer for a level left behind never shows.
  const load = useLoad(['areas', parent], () => areasUnder(parent));
  const areas = load.data ?? null;
  const failed = load.isError && !load.isFetching;

  const choose = (a: Area) => {
    const next = chooseArea(value, level, { code: a.code, name: a.name });
    onChange(next);
    if (level + 1 >= levels) onClose();
    else setLevel(level + 1);
  };
  return (
    <Sheet id={id} title={title} onClose={onClose}>
      <View className="form-tags" role="navigation" aria-label={title}>
        {Array.from({ length: Math.min(level + 1, levels) }, (_, i) => (
          <Press
            key={i}
            className={i === level ? 'form-tag form-tag--on' : 'form-tag'}
            label={`${LEVEL_NAMES[i]} ${value.location[i] ?? ''}`}
            onPress={() => setLevel(i)}
          >
            <Text>{i === level ? LEVEL_NAMES[i] : (value.location[i] ?? LEVEL_NAMES[i])}</Text>
          </Press>
        ))}
      </View>
      <View className="form-sheet__list" role="listbox" aria-label={LEVEL_NAMES[level]}>
        {(areas ?? []).map((a) => {
          const on = value.codes[level] === a.code;
          return (
            <View
              key={a.code}
              className={on ? 'form-sheet__item form-sheet__item--on' : 'form-sheet__item'}
              onClick={() => choose(a)}
              {...controlA11y.choice('radio', a.name, on, false, () => choose(a))}
              role="option"
              aria-selected={on}
            >
              <Text>{a.name}</Text>
            </View>
          );
        })}
      </View>
      {areas === null && !failed ? <Text className="form-sheet__state">{LIST_TEXT.loading}</Text> : null}
      {areas !== null && areas.length === 0 ? (
        <Text className="form-sheet__state">{RELATION_TEXT.noRecords}</Text>
      ) : null}
      {failed ? (
        <View className="form-sheet__state" role="alert">
          <Text>{RELATION_TEXT.areaFailed}</Text>
          <Press className="form-sheet__action" label={RELATION_TEXT.retry} onPress={() => void load.refetch()}>
            <Text>{RELATION_TEXT.retry}</Text>
          </Press>
        </View>
      ) : null}
    </Sheet>
  );
}
