import { imageButtonLabel, recordFiles } from '@/domain/records/record-files';

describe('recordFiles: what an upload field holds, as the detail shows it', () => {
  it.each<{ case: string; value: unknown; kind: 'image' | 'file'; expected: ReturnType<typeof recordFiles> }>([
    {
      case: 'our uploads: { fileId, name, url }',
      value: [{ fileId: 'f1', name: 'a.png', url: 'http://h/api/file/fileoperation/download?fileId=f1&isDownload=0' }],
      kind: 'image',
      expected: [
        { name: 'a.png', url: 'http://h/api/file/fileoperation/download?fileId=f1&isDownload=0', fileId: 'f1', size: null },
      ],
    },
    {
      case: 'a bare URL, named by its last segment',
      value: ['http://h/files/f2/%E7%85%A7%E7%89%87.jpg'],
      kind: 'image',
      expected: [{ name: '照片.jpg', url: 'http://h/files/f2/%E7%85%A7%E7%89%87.jpg', fileId: null, size: null }],
    },
    {
      case: 'fileName and fileUrl',
      value: [{ fileName: '合同.pdf', fileUrl: 'http://h/c.pdf' }],
      kind: 'file',
      expected: [{ name: '合同.pdf', url: 'http://h/c.pdf', fileId: null, size: null }],
    },
    {
      case: 'an id only: named by its place',
      value: [{ fileId: 'f3' }],
      kind: 'file',
      expected: [{ name: '附件 1', url: null, fileId: 'f3', size: null }],
    },
    {
      case: 'one item, not in a list',
      value: { url: 'http://h/x/' },
      kind: 'image',
      expected: [{ name: '图片 1', url: 'http://h/x/', fileId: null, size: null }],
    },
    {
      case: 'the size our uploads keep (bytes); a size that is no number is none',
      value: [{ fileId: 'f4', name: '说明.txt', size: 2048 }, { fileId: 'f5', name: 'b.txt', size: '12' }],
      kind: 'file',
      expected: [
        { name: '说明.txt', url: null, fileId: 'f4', size: 2048 },
        { name: 'b.txt', url: null, fileId: 'f5', size: null },
      ],
    },
    { case: 'items naming nothing are left out', value: [null, 3, {}, { name: 'x' }, ''], kind: 'image', expected: [] },
    { case: 'empty', value: undefined, kind: 'file', expected: [] },
  ])('$case', ({ value, kind, expected }) => {
    expect(recordFiles(value, kind)).toEqual(expected);
  });

  it.each([
    [0, 3, '查看图片 1/3'],
    [2, 3, '查看图片 3/3'],
    [0, 1, '查看图片 1/1'],
  ])('thumbnail %i of %i is the button %s', (i, n, label) => {
    expect(imageButtonLabel(i, n)).toBe(label);
  });
});
