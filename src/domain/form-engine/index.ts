// The form engine's public API (spec screens-data-rules.md §3–§6, §9): pure rules, no UI. See README.md.
export {
  CONTROL_TYPES,
  holdsValue,
  isKnownControlType,
  parseFieldStateSettings,
  parseFormScript,
  parsePermissions,
  type Control,
  type ControlOption,
  type ControlType,
  type FormValues,
} from './types';
export {
  atomOf,
  isEmptyValue,
  switchOn,
  valueOf,
} from './compare';
export {
  childFields,
  flattenForm,
  type FlatField,
} from './flatten';
export {
  canSubmit,
  fieldPermissionKeys,
  renderableFields,
} from './permissions';
export {
  fieldStateIndex,
  fieldStates,
  fieldStatesAfterEdit,
  type FieldState,
  type FieldStates,
  type FormMode,
  withFieldConfigs,
} from './field-state';

export {
  evaluateCheckSetting,
} from './check-setting';

export {
  fieldError,
} from './validators';
export { DISPLAY_TEXT, EMPTY_LABEL, FORM_ENGINE_TEXT,  fillText } from './messages';
export {
  datePickerRange,
  departmentIds,
  isKeywordField,
  richTextToPlain,
} from './values';
export {
  CONTROL_FAMILY,
  controlFamily,
  editorFamily,
  isEditableType,
  touchedOnBlur,
  typesOfFamily,
  type EditorFamily,
} from './controls';
export { displayText, type DisplayField } from './display';
export {
  buildFormModel,
  defaultValues,
  type FormContext,
  type FormModel,
  type Validation,
} from './form-model';
export {
  DRAFT_SAVE_DELAY,
  LOCAL_SAVE_DELAY,
  createFormSession,
  type FormLookups,
  type FormSaving,
  type FormSessionOptions,
  type LinkQueryBody,
  type LinkStatus,
} from './session';
export { serialNumbersToFill, serialRuleOf, takesServerNumber, type SerialRule } from './serial-number';
