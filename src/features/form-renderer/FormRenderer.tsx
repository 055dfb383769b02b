/**
 * Renders a flattened form: tab pages and grid rows are rebuilt from each field's layout, every field
 * through FieldControl, with the check messages of the last submit. A field that throws while rendering becomes a
 * read-only notice (FieldBoundary): one bad control never takes the form down.
 */
import { Text, View } from '@tarojs/components';
import { Component, useMemo, useState, type ReactNode } from 'react';

import { preloadEditors } from './editors/registry';
import { FieldControl } from './FieldControl';
import { RelationContext } from './relations/context';
import {
  FORM_ENGINE_TEXT,
  type FieldStates,
  type FlatField,
  type FormContext,
  type FormModel,
  type FormValues,
  type LinkStatus,
  type Validation,
} from '../../domain/form-engine';
import { controlA11y } from '../../ui/a11y';

class FieldBoundary extends Component<{ children?: ReactNode; label: string }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('[form-renderer] field failed to render', this.props.label, error);
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <View className="form-field form-field--readonly">
        <Text className="form-field__label">{this.props.label}</Text>
        <Text className="form-field__notice">{FORM_ENGINE_TEXT.unknownControl}</Text>
      </View>
    );
  }
}

type Segment =
  | { kind: 'field'; field: FlatField }
  | {
      kind: 'tabs' | 'grid';
      key: string;
      columns: { label?: string | undefined; span?: number | undefined; fields: FlatField[] }[];
    };

/** Groups fields by their outermost container (tabs or grid); deeper containers are laid out flat inside it. */
export function segmentsOf(fields: readonly FlatField[]): Segment[] {
  const out: Segment[] = [];
  for (const field of fields) {
    const step = field.layout[0];
    if (!step) {
      out.push({ kind: 'field', field });
      continue;
    }
    let last = out[out.length - 1];
    if (!last || last.kind === 'field' || last.key !== step.key) {
      last = { kind: step.type, key: step.key, columns: [] };
      out.push(last);
    }
    while (last.columns.length <= step.column) last.columns.push({ fields: [] });
    const column = last.columns[step.column]!;
    if (step.label !== undefined) column.label = step.label;
    if (step.span !== undefined) column.span = step.span;
    column.fields.push(field);
  }
  return out;
}

export interface FormRendererProps {
  model: FormModel;
  values: FormValues;
  states: FieldStates;
  validation: Validation | null;
  onEdit: (key: string, value: unknown) => void;
  variables?: Readonly<Record<string, string>>;
  /** A field lost focus (the session's blur: live checks, the no-duplicates check). */
  onBlur?: (key: string) => void;
  /** The record being filled: without it the relation controls show their values read-only. */
  context?: FormContext | null;
  /** The linkquery lookups' state (the session's linkStatus). */
  linkStatus?: Readonly<Record<string, LinkStatus>>;
}

const NO_STATUS: Readonly<Record<string, LinkStatus>> = {};

export function FormRenderer({
  model,
  values,
  states,
  validation,
  onEdit,
  variables,
  onBlur,
  context = null,
  linkStatus = NO_STATUS,
}: FormRendererProps) {
  const [tabs, setTabs] = useState<Record<string, number>>({});
  // The editors this form needs start loading now (H5: the heavy families are chunks of their own), those on tabs not
  // shown yet too, so opening a tab finds them there.
  useMemo(() => void preloadEditors(model.fields), [model]);
  const relation = useMemo(() => ({ form: context, linkStatus }), [context, linkStatus]);
  const flagged = validation?.check.fieldErrors ?? {};
  const field = (f: FlatField) => {
    const state = states[f.key] ?? { hidden: false, readOnly: true, required: false };
    return (
      <FieldBoundary key={f.key || f.type} label={f.control.name || f.key}>
        <FieldControl
          field={f}
          state={state}
          value={values[f.key]}
          error={validation?.errors[f.key]}
          flagged={Boolean(flagged[f.key]?.length)}
          onEdit={onEdit}
          {...(onBlur ? { onBlur } : {})}
          rowErrors={validation?.rows[f.key]}
          showRowErrors={validation?.submitted === true}
          {...(variables ? { variables } : {})}
        />
      </FieldBoundary>
    );
  };
  return (
    <RelationContext.Provider value={relation}>
      <View className="form-renderer">
        {validation && !validation.check.passed && validation.check.message ? (
          <View className="form-renderer__check" role="alert">
            <Text>{validation.check.message}</Text>
            {validation.check.failures.length > 1 ||
            validation.check.failures[0]?.errorText !== validation.check.message
              ? validation.check.failures.map((f) => (
                  <Text key={f.id} className="form-renderer__check-item">
                    {f.errorText}
                  </Text>
                ))
              : null}
          </View>
        ) : null}
        {segmentsOf(model.fields).map((segment, i) => {
          if (segment.kind === 'field') return field(segment.field);
          if (segment.kind === 'grid') {
            return (
              <View key={segment.key || `grid-${i}`} className="form-grid">
                {segment.columns.map((c, ci) => (
                  <View key={ci} className="form-grid__col" style={{ flex: `${c.span ?? 12} 1 0` }}>
                    {c.fields.map(field)}
                  </View>
                ))}
              </View>
            );
          }
          const active = Math.min(tabs[segment.key] ?? 0, segment.columns.length - 1);
          return (
            <View key={segment.key || `tabs-${i}`} className="form-tabs">
              <View className="form-tabs__bar" role="tablist">
                {segment.columns.map((c, ci) => {
                  const select = () => setTabs((t) => ({ ...t, [segment.key]: ci }));
                  const label = c.label || `${ci + 1}`;
                  return (
                    <View
                      key={ci}
                      className={ci === active ? 'form-tabs__tab form-tabs__tab--active' : 'form-tabs__tab'}
                      onClick={select}
                      {...controlA11y.tab(label, ci === active, select)}
                    >
                      <Text>{label}</Text>
                    </View>
                  );
                })}
              </View>
              <View className="form-tabs__page" role="tabpanel">
                {segment.columns[active]?.fields.map(field)}
              </View>
            </View>
          );
        })}
      </View>
    </RelationContext.Provider>
  );
}

