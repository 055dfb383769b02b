/** What other features use of the portal: rich text shown through the one sanitiser (a record's rich-text field). */
export { RichTextView, useRichText } from './rich-text-view';
