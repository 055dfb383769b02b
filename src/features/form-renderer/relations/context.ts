/**
 * What the relation controls need beyond their own props: the record being filled (for the association, linkage and
 * duplicate calls) and the linkquery lookups' status. FormRenderer provides it; a control rendered without it (a
 * preview) shows values read-only.
 */
import { createContext, useContext } from 'react';

import type { FlatField, FormContext, LinkStatus } from '../../../domain/form-engine';

export interface RelationContextValue {
  form: FormContext | null;
  linkStatus: Readonly<Record<string, LinkStatus>>;
}

export const RelationContext = createContext<RelationContextValue>({ form: null, linkStatus: {} });

export const useRelationContext = () => useContext(RelationContext);

/** What FieldControl hands a relation control that picks a value of type `V`. */
export interface RelationFieldProps<V> {
  id: string;
  label: string;
  field: FlatField;
  value: unknown;
  readOnly: boolean;
  onChange: (value: V) => void;
  onBlur: () => void;
}
