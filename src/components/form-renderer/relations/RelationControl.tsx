/**
 * The relation, sub-form, address and location controls behind one entry point, so FieldControl delegates them with
 * one case group (issue 6 §2).
 */
import type { ReactNode } from 'react';

import { AddressField } from './AddressField';
import { AssociationField } from './AssociationField';
import { LinkQueryField } from './LinkQueryField';
import { LocationField } from './LocationField';
import { SubformField, type CellProps } from './SubformField';
import type { FieldState, FlatField } from '../../../domain/form-engine';

/** The types this folder fills (relatedSales is a picker: pickers/PeoplePicker.tsx). */
export const RELATION_TYPES = [
  'association',
  'associationForm',
  'linkquery',
  'subform',
  'proxyform',
  'address',
  'fixedPosition',
] as const;

export interface RelationControlProps {
  id: string;
  label: string;
  field: FlatField;
  state: FieldState;
  value: unknown;
  rowErrors: readonly Record<string, string>[] | undefined;
  showRowErrors: boolean;
  onEdit: (key: string, value: unknown) => void;
  onBlur: (key: string) => void;
  renderCell: (props: CellProps) => ReactNode;
}

export function RelationControl({
  id,
  label,
  field,
  state,
  value,
  rowErrors,
  showRowErrors,
  onEdit,
  onBlur,
  renderCell,
}: RelationControlProps) {
  const set = (v: unknown) => onEdit(field.key, v);
  const blur = () => onBlur(field.key);
  switch (field.type) {
    case 'association':
    case 'associationForm':
      return (
        <AssociationField id={id} label={label} field={field} value={value} readOnly={state.readOnly} onChange={set} />
      );
    case 'linkquery':
      return <LinkQueryField id={id} field={field} value={value} />;
    case 'subform':
    case 'proxyform':
      return (
        <SubformField
          id={id}
          field={field}
          value={value}
          readOnly={state.readOnly}
          rowErrors={rowErrors}
          showAll={showRowErrors}
          onChange={set}
          renderCell={renderCell}
        />
      );
    case 'address':
      return (
        <AddressField
          id={id}
          label={label}
          field={field}
          value={value}
          readOnly={state.readOnly}
          onChange={set}
          onBlur={blur}
        />
      );
    case 'fixedPosition':
      return (
        <LocationField id={id} label={label} value={value} readOnly={state.readOnly} onChange={set} onBlur={blur} />
      );
    default:
      return null;
  }
}

export type { CellProps };
