export { articleBlocks } from './article';
export { COMMENT_MAX_LENGTH, commentProblem } from './comment';
export { fileTypeLabel, fileTypeOf, OPENABLE_TYPES, previewKindOf } from './file-kind';
export { fileSizeText } from './file-size';
export { commentLinkFor, documentLinkFor, downloadLinkFor, fileTargetOf, targetFromQuery,  type FileTarget } from './links';
export { AGREEMENT_TEXT, APP_LOGIN_TEXT, DOCUMENT_TEXT } from './messages';
