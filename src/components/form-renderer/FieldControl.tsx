/**
 * One field of a form, bound to a Taro / NutUI control by its type (spec screens-data-rules.md §3 control types).
 * People, organisation and order pickers live in pickers/, relations, sub-forms, address and location in relations/.
 * Unknown or malformed controls show their value read-only with a notice: they never break the form.
 */
import { Input, Picker, Switch, Text, Textarea, View } from '@tarojs/components';
import { memo } from 'react';

import { aria, controlA11y } from './a11y';
import { ChoiceGroup } from './ChoiceGroup';
import { PICKER_CONTROL_TYPES, PeoplePicker } from './pickers/PeoplePicker';
import { RELATION_TYPES, RelationControl } from './relations/RelationControl';
import { UploadField } from './UploadField';
import {
  EMPTY_LABEL,
  FORM_ENGINE_TEXT,
  fillText,
  FORM_LIMITS,
  dateFieldDisplay,
  isKnownControlType,
  optionLabels,
  richTextToPlain,
  type FieldState,
  type FlatField,
} from '../../domain/form-engine';
import { addressDisplay, positionDisplay, subformRows } from '../../domain/form-engine/relations';

export const RENDERER_TEXT = {
  notYetOnMobile: '移动端暂未支持填写此控件，仅可查看',
  chooseDate: '请选择日期',
  start: '开始日期',
  end: '结束日期',
  on: '是',
  off: '否',
  rateLabel: '{x}分',
  rows: '{x} 行',
} as const;

/** Controls this renderer lets the user fill. Other known types are shown read-only (RENDERER_TEXT.notYetOnMobile). */
export const EDITABLE_TYPES = new Set([
  'input', 'textarea', 'number', 'radio', 'checkbox', 'checklabel', 'switch', 'date', 'dateSelector', 'dateRange',
  'rate', 'editor', 'code', 'vari', 'uploadImg', 'uploadFile',
  ...RELATION_TYPES,
  ...PICKER_CONTROL_TYPES,
]);

export interface FieldControlProps {
  field: FlatField;
  state: FieldState;
  value: unknown;
  error?: string | undefined;
  /** Marked by a failed conditional check (showErrorFields). */
  flagged?: boolean;
  onEdit: (key: string, value: unknown) => void;
  /** App variables, for the vari control. */
  variables?: Readonly<Record<string, string>>;
  /** The field lost focus (live checks; the no-duplicates check). */
  onBlur?: (key: string) => void;
  /** Sub-form / proxy-form: each row's cell errors, and whether to show all of them (after a submit). */
  rowErrors?: readonly Record<string, string>[] | undefined;
  showRowErrors?: boolean;
  /** A cell of a sub-form row: unique ids and labels per row. */
  idPrefix?: string;
  labelPrefix?: string;
}

const text = (v: unknown): string => (v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v));

/** A read-only display of any value (option labels, dates, lists of objects). */
export function displayValue(field: FlatField, value: unknown): string {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return EMPTY_LABEL;
  try {
    if (['radio', 'checkbox', 'checklabel'].includes(field.type)) return optionLabels(field.control.options.options ?? [], value).join('、') || EMPTY_LABEL;
    if (['date', 'dateRange', 'dateSelector'].includes(field.type)) return dateFieldDisplay(field.type, value, typeof field.control.options.format === 'string' ? field.control.options.format : undefined) || EMPTY_LABEL;
    if (field.type === 'editor') return richTextToPlain(text(value)) || EMPTY_LABEL;
    if (field.type === 'switch') return value === true || value === 'true' ? RENDERER_TEXT.on : RENDERER_TEXT.off;
    if (field.type === 'address') return addressDisplay(value) || EMPTY_LABEL;
    if (field.type === 'fixedPosition') return positionDisplay(value) || EMPTY_LABEL;
    if (field.type === 'subform' || field.type === 'proxyform') return fillText(RENDERER_TEXT.rows, String(subformRows(value).length));
    if (Array.isArray(value)) {
      return value
        .map((v) => (v && typeof v === 'object' ? text((v as Record<string, unknown>).name ?? (v as Record<string, unknown>).nickname ?? (v as Record<string, unknown>).label ?? (v as Record<string, unknown>).id) : text(v)))
        .join('、');
    }
    if (typeof value === 'object') {
      const o = value as Record<string, unknown>;
      return text(o.name ?? o.label ?? o.nickname ?? o.id ?? JSON.stringify(o));
    }
    return text(value);
  } catch {
    return text(value);
  }
}

function DatePickerField({ id, label, value, fields, disabled, onChange }: { id: string; label: string; value: string; fields: 'day' | 'month' | 'year'; disabled: boolean; onChange: (v: string) => void }) {
  return (
    <Picker mode="date" fields={fields} value={value} disabled={disabled} onChange={(e) => onChange(String(e.detail.value))}>
      <View className="form-field__picker" id={id} {...controlA11y.pressable(label, disabled)}>
        <Text className={value ? '' : 'form-field__placeholder'}>{value || RENDERER_TEXT.chooseDate}</Text>
      </View>
    </Picker>
  );
}

function Editor({ field, state, value, onEdit, variables, onBlur, rowErrors, showRowErrors, idPrefix = '', labelPrefix = '' }: FieldControlProps) {
  const { key, control } = field;
  const id = `field-${idPrefix}${key}`;
  const label = `${labelPrefix}${control.name ?? key}`;
  const blur = () => onBlur?.(key);
  const readOnly = state.readOnly;
  const options = control.options;
  const placeholder = typeof options.placeholder === 'string' ? options.placeholder : '请输入';

  switch (field.type) {
    case 'input':
    case 'code': {
      const max = typeof options.maxlength === 'number' ? options.maxlength : 140;
      return (
        <Input
          id={id}
          className="form-field__input"
          value={text(value)}
          placeholder={placeholder}
          maxlength={max}
          disabled={readOnly}
          onInput={(e) => onEdit(key, e.detail.value)}
          onBlur={blur}
          {...controlA11y.input(label, id)}
        />
      );
    }
    case 'textarea':
    case 'editor': {
      const plain = field.type === 'editor' ? richTextToPlain(text(value)) : text(value);
      return (
        <Textarea
          id={id}
          className="form-field__textarea"
          value={plain}
          placeholder={placeholder}
          maxlength={field.type === 'textarea' ? FORM_LIMITS.textareaMaxLength : -1}
          disabled={readOnly}
          onInput={(e) => onEdit(key, e.detail.value)}
          onBlur={blur}
          {...controlA11y.input(label, id)}
        />
      );
    }
    case 'number':
      return (
        <Input
          id={id}
          className="form-field__input"
          type="digit"
          value={text(value)}
          placeholder={placeholder}
          disabled={readOnly}
          onInput={(e) => {
            const raw = String(e.detail.value).trim();
            const n = Number(raw);
            onEdit(key, raw === '' ? null : Number.isFinite(n) && /^-?\d+(\.\d*)?$/.test(raw) && !raw.endsWith('.') ? n : raw);
          }}
          onBlur={blur}
          {...controlA11y.input(label, id)}
        />
      );
    case 'radio':
    case 'checkbox':
    case 'checklabel':
      return (
        <ChoiceGroup
          id={id}
          label={label}
          multiple={field.type !== 'radio'}
          options={options.options ?? []}
          value={value}
          disabled={readOnly}
          onChange={(v) => onEdit(key, v)}
        />
      );
    case 'switch': {
      const on = value === true || value === 'true';
      return (
        <View className="form-field__switch">
          <Switch id={id} checked={on} disabled={readOnly} onChange={(e) => onEdit(key, e.detail.value)} {...controlA11y.input(label, id)} />
          <Text>{on ? RENDERER_TEXT.on : RENDERER_TEXT.off}</Text>
        </View>
      );
    }
    case 'date':
    case 'dateSelector': {
      const format = typeof options.format === 'string' ? options.format : 'YYYY-MM-DD';
      const fields = format === 'YYYY' ? 'year' : format === 'YYYY-MM' ? 'month' : 'day';
      return <DatePickerField id={id} label={label} value={text(value)} fields={fields} disabled={readOnly} onChange={(v) => onEdit(key, v)} />;
    }
    case 'dateRange': {
      const range = Array.isArray(value) ? value.map(text) : ['', ''];
      const set = (i: number, v: string) => {
        const next = [range[0] ?? '', range[1] ?? ''];
        next[i] = v;
        onEdit(key, next);
      };
      return (
        <View className="form-field__range">
          <DatePickerField id={id} label={`${label} ${RENDERER_TEXT.start}`} value={range[0] ?? ''} fields="day" disabled={readOnly} onChange={(v) => set(0, v)} />
          <Text className="form-field__range-sep">至</Text>
          <DatePickerField id={`${id}-end`} label={`${label} ${RENDERER_TEXT.end}`} value={range[1] ?? ''} fields="day" disabled={readOnly} onChange={(v) => set(1, v)} />
        </View>
      );
    }
    case 'rate': {
      const max = typeof options.max === 'number' && options.max > 0 ? Math.min(options.max, 10) : FORM_LIMITS.rateCount;
      const current = Number(value) || 0;
      return (
        <View className="form-field__rate" role="radiogroup" aria-label={label} id={id}>
          {Array.from({ length: max }, (_, i) => i + 1).map((n) => (
            <View
              key={n}
              className={n <= current ? 'form-field__star form-field__star--on' : 'form-field__star'}
              onClick={() => !readOnly && onEdit(key, n)}
              {...controlA11y.choice('radio', RENDERER_TEXT.rateLabel.replace('{x}', String(n)), n === current, readOnly, () => onEdit(key, n))}
            >
              <Text>★</Text>
            </View>
          ))}
        </View>
      );
    }
    case 'vari': {
      const name = typeof options.variable === 'string' ? options.variable : '';
      return <Text className="form-field__readonly" id={id}>{variables?.[name] ?? (text(value) || EMPTY_LABEL)}</Text>;
    }
    case 'uploadImg':
    case 'uploadFile':
      return <UploadField id={id} label={label} kind={field.type === 'uploadImg' ? 'image' : 'file'} value={value} disabled={readOnly} limit={options.limit} onChange={(v) => onEdit(key, v)} />;
    case 'association':
    case 'associationForm':
    case 'linkquery':
    case 'subform':
    case 'proxyform':
    case 'address':
    case 'fixedPosition':
      return (
        <RelationControl
          id={id}
          label={label}
          field={field}
          state={state}
          value={value}
          rowErrors={rowErrors}
          showRowErrors={showRowErrors === true}
          onEdit={onEdit}
          onBlur={(k) => onBlur?.(k)}
          renderCell={(cell) => <FieldControl {...cell} />}
        />
      );
    case 'ownerId':
    case 'staff':
    case 'department':
    case 'member':
    case 'associateMember':
    case 'customer':
    case 'supplier':
    case 'relatedSales':
      return <PeoplePicker id={id} label={label} type={field.type} options={options} value={value} disabled={readOnly} onChange={(v) => onEdit(key, v)} />;
    default:
      return null;
  }
}

function FieldControlImpl(props: FieldControlProps) {
  const { field, state, value, error, flagged } = props;
  if (state.hidden) return null;
  if (field.type === 'divider') {
    return (
      <View className="form-divider" {...aria({ role: 'separator' })}>
        {field.control.name ? <Text>{field.control.name}</Text> : null}
      </View>
    );
  }
  const label = field.control.name || field.key || field.type || '?';
  const known = isKnownControlType(field.type);
  const editable = known && EDITABLE_TYPES.has(field.type);
  let body: JSX.Element | null = null;
  try {
    body = editable ? Editor(props) : null;
  } catch (e) {
    console.error('[form-renderer] control failed', field.key, e);
    body = null;
  }
  const notice = !known ? FORM_ENGINE_TEXT.unknownControl : editable && body ? null : RENDERER_TEXT.notYetOnMobile;
  const className = ['form-field', error || flagged ? 'form-field--error' : '', state.readOnly ? 'form-field--readonly' : ''].filter(Boolean).join(' ');
  return (
    <View className={className} data-key={field.key}>
      <View className="form-field__label" id={`label-${field.key}`}>
        {state.required ? <Text className="form-field__required" aria-hidden>*</Text> : null}
        <Text>{label}</Text>
      </View>
      {body ?? <Text className="form-field__readonly">{displayValue(field, value)}</Text>}
      {notice ? <Text className="form-field__notice">{notice}</Text> : null}
      {error ? (
        <Text className="form-field__error" {...aria({ role: 'alert' })}>
          {error}
        </Text>
      ) : null}
    </View>
  );
}

/** Memoised: after an edit only the fields whose value, state or message changed render again. */
export const FieldControl = memo(FieldControlImpl);
