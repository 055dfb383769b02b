/**
 * The editors of the relation families: association and associationForm, linkquery, subform and proxyform (rows),
 * address, fixedPosition (position).
 */
import { AddressField } from './AddressField';
import { AssociationField } from './AssociationField';
import { LinkQueryField } from './LinkQueryField';
import { LocationField } from './LocationField';
import { SubformField } from './SubformField';
import { checkInPlace } from '../../../domain/location/check-in';
import type { Editor } from '../editors/types';

export const associationEditor: Editor = ({ id, label, field, state, value, edit }) => (
  <AssociationField id={id} label={label} field={field} value={value} readOnly={state.readOnly} onChange={edit} />
);

export const linkQueryEditor: Editor = ({ id, field, value }) => <LinkQueryField id={id} field={field} value={value} />;

export const rowsEditor: Editor = ({ id, field, state, value, edit, rowErrors, showRowErrors, renderCell }) => (
  <SubformField
    id={id}
    field={field}
    value={value}
    readOnly={state.readOnly}
    rowErrors={rowErrors}
    showAll={showRowErrors}
    onChange={edit}
    renderCell={renderCell}
  />
);

export const addressEditor: Editor = ({ id, label, field, state, value, edit, blur }) => (
  <AddressField id={id} label={label} field={field} value={value} readOnly={state.readOnly} onChange={edit} onBlur={blur} />
);

export const positionEditor: Editor = ({ id, label, field, state, value, edit, blur }) => (
  <LocationField id={id} label={label} value={value} readOnly={state.readOnly} checkIn={checkInPlace(field.control.options)} onChange={edit} onBlur={blur} />
);
