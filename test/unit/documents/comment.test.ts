import { COMMENT_MAX_LENGTH, commentProblem, DOCUMENT_TEXT } from '@/domain/documents';

describe('commentProblem (spec §5: textarea maximum length 140)', () => {
  it('the limit is the spec\'s textarea limit', () => {
    expect(COMMENT_MAX_LENGTH).toBe(140);
  });

  it.each<{ case: string; text: string; expected: string | null }>([
    { case: 'empty', text: '', expected: DOCUMENT_TEXT.commentEmpty },
    { case: 'only spaces and newlines', text: '  \n ', expected: DOCUMENT_TEXT.commentEmpty },
    { case: 'one character', text: '好', expected: null },
    { case: 'exactly 140 characters', text: '字'.repeat(140), expected: null },
    { case: '140 characters with spaces around (trimmed)', text: `  ${'字'.repeat(140)}  `, expected: null },
    { case: '141 characters', text: '字'.repeat(141), expected: '评论不能超过140个字' },
  ])('$case', ({ text, expected }) => {
    expect(commentProblem(text)).toBe(expected);
  });
});
