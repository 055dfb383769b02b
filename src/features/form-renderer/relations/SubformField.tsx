/**
 * subform and proxyform: rows of the child fields (options.fields), each cell rendered by the same controls as the
 * form (renderCell, given by FieldControl, so there is no import cycle). Add and remove rows (options.max caps the
 * count); per-row errors come from the form session (required / format of each cell, rows repeating each other on
 * options.duplicateCheck). A cell's error shows once the cell was touched, or after a submit. Value: the list of row
 * objects { childKey: value }. A proxyform is filled the same way: its rows are the records it fills in for the form
 * options.formId names (the spec says no more about it).
 */
import { Text, View } from '@tarojs/components';
import { useMemo, useState, type ReactNode } from 'react';

import { Press } from './Sheet';
import { EMPTY_LABEL, childFields, fillText, touchedOnBlur, type FlatField } from '../../../domain/form-engine';
import {
  RELATION_TEXT,
  childState,
  newRow,
  subformMaxRows,
  subformRows,
  type Row,
} from '../../../domain/form-engine/relations';
import type { CellProps } from '../editors/types';

interface Props {
  id: string;
  field: FlatField;
  value: unknown;
  readOnly: boolean;
  rowErrors: readonly Record<string, string>[] | undefined;
  /** Show every cell's error (after a submit), not only touched cells'. */
  showAll: boolean;
  onChange: (rows: Row[]) => void;
  renderCell: (props: CellProps) => ReactNode;
}

export function SubformField({ id, field, value, readOnly, rowErrors, showAll, onChange, renderCell }: Props) {
  const children = useMemo(() => childFields(field.control), [field.control]);
  const rows = subformRows(value);
  const max = subformMaxRows(field.control);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const touch = (cell: string) => setTouched((t) => (t.has(cell) ? t : new Set(t).add(cell)));
  const label = field.control.name || field.key;

  const setCell = (i: number, key: string, v: unknown) => {
    const next = rows.map((r, j) => (j === i ? { ...r, [key]: v } : r));
    onChange(next);
  };
  const remove = (i: number) => {
    onChange(rows.filter((_, j) => j !== i));
    // Touched marks follow the rows that move up.
    setTouched(
      (t) =>
        new Set(
          [...t].flatMap((c) => {
            const [n, k] = c.split('|') as [string, string];
            const j = Number(n);
            return j === i ? [] : [`${j > i ? j - 1 : j}|${k}`];
          }),
        ),
    );
  };

  return (
    <View className="form-subform" id={id} role="group" aria-label={label}>
      {rows.length === 0 && readOnly ? <Text className="form-field__readonly">{EMPTY_LABEL}</Text> : null}
      {rows.map((row, i) => {
        const rowLabel = fillText(RELATION_TEXT.row, String(i + 1));
        return (
          <View key={i} className="form-subform__row" role="group" aria-label={`${label} ${rowLabel}`}>
            <View className="form-subform__head">
              <Text className="form-subform__title">{rowLabel}</Text>
              {!readOnly ? (
                <Press
                  className="form-subform__remove"
                  label={`${label} ${fillText(RELATION_TEXT.removeRow, String(i + 1))}`}
                  onPress={() => remove(i)}
                >
                  <Text>{fillText(RELATION_TEXT.removeRow, String(i + 1))}</Text>
                </Press>
              ) : null}
            </View>
            {children.map((child) => {
              const cell = `${i}|${child.key}`;
              const error = rowErrors?.[i]?.[child.key];
              return (
                <View key={child.key || child.type} className="form-subform__cell">
                  {renderCell({
                    field: child,
                    state: childState(child, readOnly),
                    value: row[child.key],
                    error: error && (showAll || touched.has(cell)) ? error : undefined,
                    idPrefix: `${field.key}-${i}-`,
                    labelPrefix: `${label} ${rowLabel} `,
                    onEdit: (key, v) => {
                      if (!touchedOnBlur(child.type)) touch(cell);
                      setCell(i, key, v);
                    },
                    onBlur: () => touch(cell),
                  })}
                </View>
              );
            })}
          </View>
        );
      })}
      {!readOnly ? (
        rows.length < max ? (
          <Press
            className="form-subform__add"
            label={`${label} ${RELATION_TEXT.addRow}`}
            onPress={() => onChange([...rows, newRow(children)])}
          >
            <Text>+ {RELATION_TEXT.addRow}</Text>
          </Press>
        ) : (
          <Text className="form-field__notice">{fillText(RELATION_TEXT.rowLimit, String(max))}</Text>
        )
      ) : null}
    </View>
  );
}
