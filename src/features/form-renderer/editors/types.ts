/**
 * What every editor gets. An editor is a plain function from these props to an element (no hooks of its own: the
 * components it returns have them). FieldControl calls it inside a try, so a control that throws on malformed
 * options falls back to its display text instead of breaking the form.
 */
import type { ReactNode } from 'react';

import type { FieldState, FlatField } from '../../../domain/form-engine';

/** A cell of a sub-form row: the same controls as the form, with ids and labels per row. */
export interface CellProps {
  field: FlatField;
  state: FieldState;
  value: unknown;
  error: string | undefined;
  idPrefix: string;
  labelPrefix: string;
  onEdit: (key: string, value: unknown) => void;
  onBlur: (key: string) => void;
}

interface EditorProps {
  /** The element id (`field-{prefix}{key}`); text controls put `-native` after it on the native input. */
  id: string;
  /** The accessible name: the field's name, with the row's prefix in a sub-form. */
  label: string;
  field: FlatField;
  state: FieldState;
  value: unknown;
  /** Sets this field's value. */
  edit: (value: unknown) => void;
  /** This field lost focus. */
  blur: () => void;
  /** App variables, for the vari control. */
  variables?: Readonly<Record<string, string>> | undefined;
  /** Sub-form / proxy-form: each row's cell errors, and whether to show all of them (after a submit). */
  rowErrors?: readonly Record<string, string>[] | undefined;
  showRowErrors: boolean;
  /** Renders a sub-form cell (given by FieldControl, so no editor imports it back). */
  renderCell: (cell: CellProps) => ReactNode;
}

export type Editor = (props: EditorProps) => JSX.Element | null;

/** A value as an input's text. */
export const inputText = (v: unknown): string =>
  v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v);

/** The control's placeholder, or 请输入. */
export const placeholderOf = (field: FlatField): string =>
  typeof field.control.options.placeholder === 'string' ? field.control.options.placeholder : '请输入';
