/** Typed controls: input and code (text), editor (rich text: rich-text/), number, vari (app variable). */
import { Input, Text } from '@tarojs/components';

import { SerialPending } from './SerialPending';
import { inputText, placeholderOf, type Editor } from './types';
import { TEXTAREA_MAX_LENGTH } from '../../../domain/constants';
import { EMPTY_LABEL, takesServerNumber } from '../../../domain/form-engine';
import { controlA11y } from '../../../ui/a11y';
import { RichTextField } from '../rich-text/RichTextField';

export const textEditor: Editor = ({ id, label, field, state, value, edit, blur }) => {
  // A code control numbered by the server is never typed: its number, or that it comes at submit.
  if (takesServerNumber(field.control)) {
    const number = inputText(value);
    if (!number) return <SerialPending id={id} field={field} />;
    return (
      <Text id={id} className="form-field__readonly" data-testid={`serial-${field.key}`}>
        {number}
      </Text>
    );
  }
  const max = field.control.options.maxlength;
  return (
    <Input
      id={id}
      className="form-field__input"
      value={inputText(value)}
      placeholder={placeholderOf(field)}
      maxlength={typeof max === 'number' ? max : TEXTAREA_MAX_LENGTH}
      disabled={state.readOnly}
      onInput={(e) => edit(e.detail.value)}
      onBlur={blur}
      {...controlA11y.input(label, id)}
    />
  );
};

/** Rich text: an editor with a small toolbar on each target, its value the sanitised HTML, without a length limit. */
export const richTextEditor: Editor = ({ id, label, field, state, value, edit, blur }) => (
  <RichTextField
    id={id}
    label={label}
    placeholder={placeholderOf(field)}
    readOnly={state.readOnly}
    field={field}
    value={value}
    edit={edit}
    blur={blur}
  />
);

/** A number while the text reads as one; the text itself while typing ('1.', '-'); null when cleared. */
function numberOf(text: string): unknown {
  const raw = text.trim();
  const n = Number(raw);
  if (raw === '') return null;
  return Number.isFinite(n) && /^-?\d+(\.\d*)?$/.test(raw) && !raw.endsWith('.') ? n : raw;
}

export const numberEditor: Editor = ({ id, label, field, state, value, edit, blur }) => (
  <Input
    id={id}
    className="form-field__input"
    type="digit"
    value={inputText(value)}
    placeholder={placeholderOf(field)}
    disabled={state.readOnly}
    onInput={(e) => edit(numberOf(String(e.detail.value)))}
    onBlur={blur}
    {...controlA11y.input(label, id)}
  />
);

/** vari shows the app variable its options name; nobody types it. */
export const variableEditor: Editor = ({ id, field, value, variables }) => {
  const name = typeof field.control.options.variable === 'string' ? field.control.options.variable : '';
  return (
    <Text className="form-field__readonly" id={id}>
      {variables?.[name] ?? (inputText(value) || EMPTY_LABEL)}
    </Text>
  );
};
