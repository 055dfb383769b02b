/** uploadImg and uploadFile: UploadField (compression, progress; the stored value is the list of files). */
import type { Editor } from './types';
import { UploadField } from '../UploadField';

export const uploadEditor: Editor = ({ id, label, field, state, value, edit }) => (
  <UploadField
    id={id}
    label={label}
    kind={field.type === 'uploadImg' ? 'image' : 'file'}
    value={value}
    disabled={state.readOnly}
    limit={field.control.options.limit}
    onChange={edit}
  />
);
