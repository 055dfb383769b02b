/**
 * The H5 rich-text editor: a contenteditable region with the same small toolbar as the mini program's Editor. The
 * toolbar's buttons are native buttons (Tab reaches them, Enter and Space press them) whose aria-pressed says whether
 * the format is on where the caret is. The browser's editing commands do the formatting; whatever HTML they (or a
 * paste) produce is cleaned by the one sanitiser before it becomes the field's value.
 */
import { useEffect, useRef, useState } from 'react';

import { RICH_FORMATS, RICH_TEXT_TEXT, type ActiveFormats, type RichFormat } from './formats';
import { useRichTextField, type RichTextFieldProps } from './use-rich-text-field';
import './rich-text.css';

/** Whether a format is on at the caret, as the browser reports it. */
function isOn(f: RichFormat): boolean {
  try {
    if (f.h5.command === 'formatBlock') return document.queryCommandValue('formatBlock').toLowerCase() === f.h5.value;
    return document.queryCommandState(f.h5.command);
  } catch {
    return false;
  }
}

export default function ContentEditable(props: RichTextFieldProps) {
  const { id, label, placeholder, readOnly } = props;
  const { html, change, leave } = useRichTextField(props);
  const box = useRef<HTMLDivElement>(null);
  /** The HTML this editor last gave the form: a value that differs came from outside (a draft, a linkage fill). */
  const own = useRef<string | null>(null);
  const range = useRef<Range | null>(null);
  const [active, setActive] = useState<ActiveFormats>({});

  useEffect(() => {
    // The value is the sanitiser's HTML (the form only ever holds that), so it may be written into the page.
    if (box.current && html !== own.current) box.current.innerHTML = html;
  }, [html]);

  const readState = () => {
    const selection = document.getSelection();
    if (selection && selection.rangeCount > 0 && box.current?.contains(selection.anchorNode)) range.current = selection.getRangeAt(0);
    setActive(Object.fromEntries(RICH_FORMATS.map((f) => [f.key, isOn(f)])));
  };

  const input = () => {
    // What the value becomes, not what the box holds: the value returning must not rewrite the box (and its caret).
    own.current = change(box.current?.innerHTML ?? '');
    readState();
  };

  const format = (f: RichFormat) => {
    const el = box.current;
    if (!el || readOnly) return;
    // A button press moved the focus: the caret goes back where it was before the command applies.
    el.focus();
    const selection = document.getSelection();
    if (range.current && selection) {
      selection.removeAllRanges();
      selection.addRange(range.current);
    }
    const off = isOn(f) && f.h5.off;
    if (off) document.execCommand(off.command, false, off.value);
    else document.execCommand(f.h5.command, false, f.h5.value);
    input();
  };

  return (
    <div className="rich-text-field">
      {!readOnly && (
        <div className="rich-text-field__toolbar" role="toolbar" aria-label={RICH_TEXT_TEXT.toolbar} aria-controls={id}>
          {RICH_FORMATS.map((f) => (
            <button
              key={f.key}
              type="button"
              className={`rich-text-field__tool${active[f.key] ? ' rich-text-field__tool--on' : ''}`}
              aria-pressed={Boolean(active[f.key])}
              // A mouse press keeps the selection in the text; the click then formats it.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => format(f)}
            >
              {f.label}
            </button>
          ))}
        </div>
      )}
      <div
        id={id}
        ref={box}
        className="rich-text-field__editor"
        role="textbox"
        aria-multiline
        aria-label={label}
        aria-readonly={readOnly || undefined}
        data-placeholder={placeholder}
        contentEditable={!readOnly}
        suppressContentEditableWarning
        tabIndex={0}
        onInput={input}
        onKeyUp={readState}
        onMouseUp={readState}
        onFocus={readState}
        onBlur={leave}
      />
    </div>
  );
}
