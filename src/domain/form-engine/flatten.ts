// Spec screens-data-rules.md §4: "Nested tabs and grid containers are flattened before rendering."
import { LAYOUT_TYPES, type Control, type FormScript } from './types';

/** One container a field sits in: which tabs or grid, which of its columns (tab pages), and that column's layout. */
interface LayoutStep {
  /** The container's key. */
  key: string;
  type: 'tabs' | 'grid';
  /** The container's name (the tabs title). */
  name?: string;
  /** 0-based column (tab page, grid column). */
  column: number;
  /** The tab page's title. */
  label?: string;
  /** The grid column's width (of 24). */
  span?: number;
}

/** A field in render order, with the containers it sits in, outermost first (empty at top level). */
export interface FlatField {
  key: string;
  type: string;
  name?: string;
  control: Control;
  layout: readonly LayoutStep[];
}

/**
 * The controls of a list in render order, tabs and grids replaced by the controls in their columns (depth first,
 * column by column). Dividers and unknown types stay in place; subform and proxyform children stay inside their
 * control (`options.fields`): their values belong to the rows of that control, not to the form.
 */
function flattenControls(list: readonly Control[], layout: readonly LayoutStep[] = []): FlatField[] {
  const out: FlatField[] = [];
  const visit = (controls: readonly Control[], path: readonly LayoutStep[]): void => {
    for (const control of controls) {
      if (LAYOUT_TYPES.has(control.type)) {
        (control.columns ?? []).forEach((column, index) => {
          const step: LayoutStep = { key: control.key, type: control.type as 'tabs' | 'grid', column: index };
          if (control.name !== undefined) step.name = control.name;
          if (column.label !== undefined) step.label = column.label;
          if (column.span !== undefined) step.span = column.span;
          visit(column.list, [...path, step]);
        });
        continue;
      }
      const field: FlatField = { key: control.key, type: control.type, control, layout: path };
      if (control.name !== undefined) field.name = control.name;
      out.push(field);
    }
  };
  visit(list, layout);
  return out;
}

/** The controls a script renders: `list`, or `renderList` when list is empty. */
function scriptControls(script: Pick<FormScript, 'list' | 'renderList'>): Control[] {
  return script.list.length > 0 ? script.list : script.renderList;
}

/** A script's fields in render order (see flattenControls). */
export function flattenForm(script: Pick<FormScript, 'list' | 'renderList'>): FlatField[] {
  return flattenControls(scriptControls(script));
}

/** The child fields of a subform or proxyform (containers inside them flattened too). */
export function childFields(control: Control): FlatField[] {
  return flattenControls(control.options.fields);
}

/** Field type by key, for rules that meet a key without its control (linkage, conditions). First key wins. */
export function fieldTypes(fields: readonly FlatField[]): Map<string, string> {
  const types = new Map<string, string>();
  for (const f of fields) if (f.key !== '' && !types.has(f.key)) types.set(f.key, f.type);
  return types;
}
