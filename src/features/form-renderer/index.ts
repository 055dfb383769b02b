/**
 * The form renderer's door: NutUI / Taro controls bound to domain/form-engine (docs/architecture.md: the engine
 * decides, this layer connects). It owns no screen: the form screen, the to-do centre's task mode and the goods
 * screen's delivery address all render through it, so none of them owns it.
 */
export { FormRenderer, segmentsOf } from './FormRenderer';
export { FieldControl, RENDERER_TEXT } from './FieldControl';
export { UploadField, type StoredFile } from './UploadField';
export { PeoplePicker } from './pickers/PeoplePicker';
/** The area picker with its details input (the goods screen's delivery address). */
export { AreaAddress } from './relations/AddressField';

export { useFormFilling } from './use-form-filling';
// The form's model lives in the engine; re-exported for the form screen, which builds it before rendering.
export { buildFormModel, defaultValues, type FormModel } from '../../domain/form-engine';
/** The records of another form to choose from (关联数据 on the form and the detail); the H5 loads it as a chunk. */
export { RecordPicker, preloadRecordPicker } from './editors/registry';
