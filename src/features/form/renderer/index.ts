// Binds NutUI / Taro controls to domain/form-engine (ARCHITECTURE.md: the engine decides, this layer connects).
export { FormRenderer, segmentsOf } from './FormRenderer';
export { FieldControl, RENDERER_TEXT } from './FieldControl';

export { useFormFilling } from './use-form-filling';
// The form's model lives in the engine; re-exported for the form screen, which builds it before rendering.
export { buildFormModel, defaultValues, type FormModel } from '../../../domain/form-engine';
