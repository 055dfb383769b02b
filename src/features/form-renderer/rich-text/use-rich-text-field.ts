/**
 * What both targets' rich-text editors share: every change becomes the field's value as sanitised HTML (so the
 * form's autosave and draft keep it like any other field), and when the editor is left the text is also saved with
 * `rich-texts/save` for this form's field, updating the one text it saved before rather than adding another.
 */
import { useRef } from 'react';

import { fieldHtml } from './formats';
import { saveRichText } from '../../../api/rich-texts';
import type { FlatField } from '../../../domain/form-engine';
import { useRelationContext } from '../relations/context';

/** What the form's editor hands either target's rich-text field. */
export interface RichTextFieldProps {
  id: string;
  label: string;
  placeholder: string;
  readOnly: boolean;
  field: FlatField;
  value: unknown;
  edit: (value: unknown) => void;
  blur: () => void;
}

export function useRichTextField({ field, value, edit, blur }: RichTextFieldProps) {
  const { form } = useRelationContext();
  const latest = useRef<unknown>(value);
  latest.current = value;
  const saved = useRef<{ id?: string; content?: string | undefined }>({});

  /** The editor's HTML becomes the value; answers the value's HTML, so the editor knows its own change when it returns. */
  const change = (html: string): string => {
    const next = fieldHtml(html);
    latest.current = next;
    edit(next);
    return next ?? '';
  };

  const leave = () => {
    blur();
    const content = latest.current;
    // A preview (no form) has nowhere to save; an unchanged text is not saved again.
    if (!form || typeof content !== 'string' || content === saved.current.content) return;
    saved.current = { ...saved.current, content };
    saveRichText({ id: saved.current.id, content, formId: form.formId, fieldKey: field.key }).then(
      (text) => {
        saved.current = { id: text.id, content: text.content };
        // The server's allow-list is the same one: it differs only if it removed more, and then its text is the
        // value, unless the user typed on since.
        if (text.content !== content && latest.current === content) edit(text.content);
      },
      // Offline or refused: the value already holds the sanitised text and is submitted with the form; the next
      // leave tries the copy again.
      () => {
        saved.current = { ...saved.current, content: undefined };
      },
    );
  };

  return { html: typeof value === 'string' ? value : '', change, leave };
}
