/** The picker family's editor: ownerId, staff, department, member, associateMember, customer, supplier, relatedSales. */
import { PeoplePicker } from './PeoplePicker';
import type { Editor } from '../editors/types';

export const pickerEditor: Editor = ({ id, label, field, state, value, edit }) => (
  <PeoplePicker id={id} label={label} type={field.type} options={field.control.options} value={value} disabled={state.readOnly} onChange={edit} />
);
