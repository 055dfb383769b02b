/**
 * The control registry (the mini program's; the H5 loads the heavy families later: registry.h5.ts): one editor per
 * editor family (domain/form-engine/controls.ts maps each control type to its family, and display.ts gives its
 * display text). A new control goes in the domain's family table, then here (or in light-editors.ts).
 */
import { editorLookup } from './light-editors';
import { uploadEditor } from './upload';
import type { FlatField } from '../../../domain/form-engine';
import { pickerEditor } from '../pickers/editor';
import { addressEditor, associationEditor, linkQueryEditor, positionEditor, rowsEditor } from '../relations/editors';

/** The editor of a control type; null for layout, dividers and types the spec does not name. */
export const editorOf = editorLookup({
  upload: uploadEditor,
  picker: pickerEditor,
  association: associationEditor,
  linkquery: linkQueryEditor,
  rows: rowsEditor,
  address: addressEditor,
  position: positionEditor,
});

/** Every editor is in the package already (the H5's registry.h5.ts loads some later): nothing to start. */
export const preloadEditors = async (_fields: readonly FlatField[]): Promise<void> => undefined;

/** The records of another form to choose from (关联数据), in the package like the editors. */
export { RecordPicker } from '../relations/RecordPicker';

/** In the package already: nothing to start. */
export const preloadRecordPicker = async (): Promise<void> => undefined;
