/**
 * The rich-text control on H5: the contenteditable editor is loaded the first time a form shows one, so it stays out
 * of the scripts every page loads first. Until it arrives the field shows its text read-only.
 */
import { lazy, Suspense } from 'react';

import type { RichTextFieldProps } from './use-rich-text-field';
import { richTextToPlain } from '../../../domain/form-engine';

const ContentEditable = lazy(() => import('./ContentEditable.h5'));

export function RichTextField(props: RichTextFieldProps) {
  return (
    <Suspense fallback={<div className="rich-text-field__editor">{richTextToPlain(props.value)}</div>}>
      <ContentEditable {...props} />
    </Suspense>
  );
}
