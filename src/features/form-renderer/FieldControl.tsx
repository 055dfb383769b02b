/**
 * One field of a form: its label, its editor from the control registry (editors/registry.ts, by the type's family in
 * domain/form-engine/controls.ts), its message. A field with no editor, or whose editor fails on malformed options,
 * shows its value by the one display rule (displayText) with a notice: it never breaks the form.
 */
import { Text, View } from '@tarojs/components';
import { memo } from 'react';

import { editorOf } from './editors/registry';
import type { CellProps } from './editors/types';
import { FORM_ENGINE_TEXT, displayText, isKnownControlType, type FieldState, type FlatField } from '../../domain/form-engine';
// The controls' styles sit with the controls: an index that only re-exports is skipped by the bundler (package.json
// sideEffects), and its CSS with it.
import './form-renderer.css';

export const RENDERER_TEXT = {
  notYetOnMobile: '移动端暂未支持填写此控件，仅可查看',
} as const;

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

const renderCell = (cell: CellProps) => <FieldControl {...cell} />;

function editorBody(props: FieldControlProps): JSX.Element | null {
  const { field, state, value, onEdit, onBlur, variables, rowErrors, showRowErrors, idPrefix = '', labelPrefix = '' } = props;
  const editor = editorOf(field.type);
  if (!editor) return null;
  try {
    return editor({
      id: `field-${idPrefix}${field.key}`,
      label: `${labelPrefix}${field.control.name ?? field.key}`,
      field,
      state,
      value,
      edit: (v) => onEdit(field.key, v),
      blur: () => onBlur?.(field.key),
      variables,
      rowErrors,
      showRowErrors: showRowErrors === true,
      renderCell,
    });
  } catch (e) {
    console.error('[form-renderer] control failed', field.key, e);
    return null;
  }
}

function FieldControlImpl(props: FieldControlProps) {
  const { field, state, value, error, flagged } = props;
  if (state.hidden) return null;
  if (field.type === 'divider') {
    return (
      <View className="form-divider" role="separator">
        {field.control.name ? <Text>{field.control.name}</Text> : null}
      </View>
    );
  }
  const label = field.control.name || field.key || field.type || '?';
  const body = editorBody(props);
  const notice = !isKnownControlType(field.type) ? FORM_ENGINE_TEXT.unknownControl : body ? null : RENDERER_TEXT.notYetOnMobile;
  const className = ['form-field', error || flagged ? 'form-field--error' : '', state.readOnly ? 'form-field--readonly' : ''].filter(Boolean).join(' ');
  return (
    <View className={className} data-key={field.key}>
      <View className="form-field__label" id={`label-${field.key}`}>
        {state.required ? <Text className="form-field__required" aria-hidden>*</Text> : null}
        <Text>{label}</Text>
      </View>
      {body ?? <Text className="form-field__readonly">{displayText(field, value)}</Text>}
      {notice ? <Text className="form-field__notice">{notice}</Text> : null}
      {error ? (
        <Text className="form-field__error" role="alert">
          {error}
        </Text>
      ) : null}
    </View>
  );
}

/** Memoised: after an edit only the fields whose value, state or message changed render again. */
export const FieldControl = memo(FieldControlImpl);
