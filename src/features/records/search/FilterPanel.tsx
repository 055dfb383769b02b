/**
 * The Search screen's filter panel: a group per searchable field of the form (radio / checkbox
 * options, number ranges, date ranges), the system times, and the system user fields (§6: creator, owner, last
 * modifier) by 我自己, 我的下属 or a member. It edits a draft; 确定 applies it.
 */
import { Input, Picker, Text, View } from '@tarojs/components';

import { FilterChips } from './FilterChips';
import { SEARCH_TEXT } from './search-text';
import type { SearchMember } from '../../../api/search';
import type { SystemUserField } from '../../../domain/records/search';
import { SYSTEM_USER_FILTERS, type FilterField, type SearchState, type UserPick } from '../../../domain/records/search-filters';
import { pressable } from '../../../ui/a11y';
import { Button } from '../../../ui/Button';

export interface FilterPanelProps {
  fields: readonly FilterField[];
  draft: SearchState;
  errors: Readonly<Record<string, string>>;
  /** The organisation's members (null while loading or when the call failed: only 我 and 我的下属 are offered). */
  members: readonly SearchMember[] | null;
  onChange: (next: SearchState) => void;
  onReset: () => void;
  onApply: () => void;
}

const pickId = (p: UserPick) => (p.kind === 'user' ? `user:${p.id}` : p.kind);
const pickOf = (id: string): UserPick => (id === 'me' ? { kind: 'me' } : id === 'subordinates' ? { kind: 'subordinates' } : { kind: 'user', id: id.slice(5) });

function DateBound({ label, value, onPick }: { label: string; value: string; onPick: (v: string) => void }) {
  return (
    <Picker mode="date" value={value} onChange={(e) => onPick(String(e.detail.value))}>
      <View className="search-filter__picker" {...pressable(() => undefined, label)}>
        <Text className={value ? '' : 'search-filter__placeholder'}>{value || label}</Text>
      </View>
    </Picker>
  );
}

function FieldError({ text }: { text: string | undefined }) {
  return text ? (
    <Text className="search-filter__error" role="alert">
      {text}
    </Text>
  ) : null;
}

export function FilterPanel({ fields, draft, errors, members, onChange, onReset, onApply }: FilterPanelProps) {
  const setPair = (which: 'numbers' | 'dates', key: string, index: 0 | 1, value: string) => {
    const pair = [...(draft[which][key] ?? ['', ''])] as [string, string];
    pair[index] = value;
    onChange({ ...draft, [which]: { ...draft[which], [key]: pair } });
  };
  const toggleChoice = (key: string, value: string | number | boolean) => {
    const chosen = draft.choices[key] ?? [];
    const next = chosen.some((v) => String(v) === String(value)) ? chosen.filter((v) => String(v) !== String(value)) : [...chosen, value];
    onChange({ ...draft, choices: { ...draft.choices, [key]: next } });
  };
  const toggleUser = (field: SystemUserField, id: string) => {
    const picks = draft.users[field] ?? [];
    const next = picks.some((p) => pickId(p) === id) ? picks.filter((p) => pickId(p) !== id) : [...picks, pickOf(id)];
    onChange({ ...draft, users: { ...draft.users, [field]: next } });
  };
  const people = [
    { id: 'me', label: SEARCH_TEXT.me },
    { id: 'subordinates', label: SEARCH_TEXT.subordinates },
    ...(members ?? []).map((m) => ({ id: `user:${m.id}`, label: m.name })),
  ];

  return (
    <View className="search-filter" role="region" aria-label={SEARCH_TEXT.filters} data-testid="filter-panel">
      {fields.map((field) => (
        <View key={field.key} className="search-filter__group" data-testid="filter-group">
          <Text className="search-filter__label">{field.label}</Text>
          {field.kind === 'choice' ? (
            <FilterChips
              label={field.label}
              chips={(field.options ?? []).map((o) => ({ id: String(o.value), label: o.label }))}
              chosen={new Set((draft.choices[field.key] ?? []).map(String))}
              onToggle={(id) => toggleChoice(field.key, field.options?.find((o) => String(o.value) === id)?.value ?? id)}
            />
          ) : null}
          {field.kind === 'number' ? (
            <View className="search-filter__range">
              {([0, 1] as const).map((i) => (
                <Input
                  key={i}
                  className="search-filter__input"
                  type="digit"
                  value={(draft.numbers[field.key] ?? ['', ''])[i]}
                  placeholder={i === 0 ? SEARCH_TEXT.min : SEARCH_TEXT.max}
                  onInput={(e) => setPair('numbers', field.key, i, e.detail.value)}
                  nativeProps={{ 'aria-label': `${field.label} ${i === 0 ? SEARCH_TEXT.min : SEARCH_TEXT.max}` }}
                />
              ))}
            </View>
          ) : null}
          {field.kind === 'date' ? (
            <View className="search-filter__range">
              <DateBound label={`${field.label} ${SEARCH_TEXT.start}`} value={(draft.dates[field.key] ?? ['', ''])[0]} onPick={(v) => setPair('dates', field.key, 0, v)} />
              <Text>~</Text>
              <DateBound label={`${field.label} ${SEARCH_TEXT.end}`} value={(draft.dates[field.key] ?? ['', ''])[1]} onPick={(v) => setPair('dates', field.key, 1, v)} />
              {(draft.dates[field.key] ?? ['', '']).some((v) => v !== '') ? (
                <Button size="small" fill="none" aria-label={`${field.label} ${SEARCH_TEXT.clear}`} onClick={() => onChange({ ...draft, dates: { ...draft.dates, [field.key]: ['', ''] } })}>
                  <Text>{SEARCH_TEXT.clear}</Text>
                </Button>
              ) : null}
            </View>
          ) : null}
          <FieldError text={errors[field.key]} />
        </View>
      ))}
      {SYSTEM_USER_FILTERS.map(({ field, label }) => (
        <View key={field} className="search-filter__group" data-testid="filter-group">
          <Text className="search-filter__label">{label}</Text>
          <FilterChips label={label} chips={people} chosen={new Set((draft.users[field] ?? []).map(pickId))} onToggle={(id) => toggleUser(field, id)} />
          <FieldError text={errors[field]} />
        </View>
      ))}
      <View className="search-filter__actions">
        <Button onClick={onReset}>
          <Text>{SEARCH_TEXT.reset}</Text>
        </Button>
        <Button type="primary" onClick={onApply}>
          <Text>{SEARCH_TEXT.apply}</Text>
        </Button>
      </View>
    </View>
  );
}
