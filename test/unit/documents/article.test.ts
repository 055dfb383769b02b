import { articleBlocks } from '@/domain/documents';

describe('articleBlocks: an article as text blocks (spec §5 rich-text cleanup, never HTML)', () => {
  it.each<{ case: string; html: unknown; expected: unknown }>([
    {
      case: 'headings and paragraphs in order',
      html: '<h2>一、总则</h2><p>欢迎使用。</p><p class="x">第二段 <b>加粗</b></p>',
      expected: [
        { kind: 'heading', text: '一、总则' },
        { kind: 'paragraph', text: '欢迎使用。' },
        { kind: 'paragraph', text: '第二段 加粗' },
      ],
    },
    { case: 'escaped markers are converted, then stripped', html: '<p>&lt;script&gt;alert(1)&lt;/script&gt;文本</p>', expected: [{ kind: 'paragraph', text: 'alert(1)文本' }] },
    { case: 'empty blocks are dropped', html: '<p> </p><h3></h3><p>有内容</p>', expected: [{ kind: 'paragraph', text: '有内容' }] },
    { case: 'plain text: one paragraph per line', html: '第一行\n\n第二行 ', expected: [{ kind: 'paragraph', text: '第一行' }, { kind: 'paragraph', text: '第二行' }] },
    { case: 'empty', html: '', expected: [] },
    { case: 'not a string', html: { content: 'x' }, expected: [] },
  ])('$case', ({ html, expected }) => {
    expect(articleBlocks(html)).toEqual(expected);
  });
});
