/**
 * Saving a form's rich text (spec calls-and-errors.md §7 `rich-texts/save`): the server keeps the text, sanitised
 * again by the same allow-list, for the form field it belongs to. Its own module: only the form's rich-text editor
 * (a subpackage) imports it, so it stays out of the main package.
 */
import { richTextSchema } from './schemas/portal';
import { request } from './transport';

export interface RichTextSave {
  /** The text saved before for this field (updated, not saved again), if any. */
  id?: string | undefined;
  content: string;
  formId: string;
  fieldKey: string;
}

export function saveRichText({ id, content, formId, fieldKey }: RichTextSave) {
  return request({
    method: 'POST',
    path: '/bigtable/rich-texts/save',
    data: { ...(id ? { id } : {}), content, formId, fieldKey },
    schema: richTextSchema,
    // The field's value already holds the text: a failed copy leaves the form as it is, so nothing is shown.
    silent: true,
    loading: false,
  });
}
