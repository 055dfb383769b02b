/**
 * What both registries share (registry.ts for the mini program, registry.h5.ts for the H5): the editors of the
 * families every form is made of (typed, choosing, dates), and the lookup of a control type's editor. Each registry
 * adds the heavy families its own way.
 */
import { choiceEditor, rateEditor, switchEditor } from './choice';
import { dateEditor, dateRangeEditor } from './date';
import { numberEditor, richTextEditor, textEditor, variableEditor } from './text';
import type { Editor } from './types';
import { editorFamily, type EditorFamily } from '../../../domain/form-engine';

const LIGHT_EDITORS = {
  text: textEditor,
  // Its contenteditable editor is loaded by the field itself on H5 (rich-text/RichTextField.h5.tsx).
  richText: richTextEditor,
  number: numberEditor,
  variable: variableEditor,
  choice: choiceEditor,
  switch: switchEditor,
  rate: rateEditor,
  date: dateEditor,
  dateRange: dateRangeEditor,
} as const satisfies Partial<Record<EditorFamily, Editor>>;

/** The families a registry gives itself: uploads, people pickers, relations, address, location. */
export type HeavyFamily = Exclude<EditorFamily, keyof typeof LIGHT_EDITORS>;

/** The editor of a control type (null for layout, dividers and types the spec does not name), given the heavy ones. */
export function editorLookup(heavy: Readonly<Record<HeavyFamily, Editor>>): (type: string) => Editor | null {
  const editors: Readonly<Record<EditorFamily, Editor>> = { ...LIGHT_EDITORS, ...heavy };
  return (type) => {
    const family = editorFamily(type);
    return family ? editors[family] : null;
  };
}
