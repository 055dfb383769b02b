// Binds NutUI / Taro controls to domain/form-engine (ARCHITECTURE.md: the engine decides, this layer connects).
import './form-renderer.css';

export { FormRenderer, segmentsOf, type FormRendererProps } from './FormRenderer';
export { FieldControl, EDITABLE_TYPES, RENDERER_TEXT, displayValue } from './FieldControl';
export { UPLOAD_TEXT } from './UploadField';
export { buildFormModel, defaultValues, useFormFilling, validateForm, type FormModel, type Validation } from './use-form-filling';
