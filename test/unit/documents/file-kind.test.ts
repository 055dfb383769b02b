import { fileSizeText, fileTypeLabel, fileTypeOf, previewKindOf } from '@/domain/documents';

describe('fileTypeOf', () => {
  it.each([
    ['员工手册.pdf', 'pdf'],
    ['Photo.JPG', 'jpg'],
    ['archive.tar.gz', 'gz'],
    ['no-extension', ''],
    ['.hidden', ''],
    ['dir.v1/readme', ''],
    ['trailing.', ''],
    [undefined, ''],
  ])('%s -> %s', (name, expected) => {
    expect(fileTypeOf(name)).toBe(expected);
  });
});

describe('previewKindOf: images inline, pdf and Office opened, others downloaded', () => {
  it.each<[string, string | undefined, string]>([
    ['png', undefined, 'image'],
    ['jpeg', undefined, 'image'],
    ['webp', 'image/webp', 'image'],
    ['pdf', undefined, 'document'],
    ['docx', undefined, 'document'],
    ['XLSX', undefined, 'document'],
    ['pptx', undefined, 'document'],
    ['txt', 'text/plain', 'none'],
    ['zip', undefined, 'none'],
    ['mp4', 'video/mp4', 'none'],
    ['', 'image/png', 'image'],
    ['', 'application/pdf', 'document'],
    ['', undefined, 'none'],
    // The extension decides: an image content type on a .txt name is not trusted as an image.
    ['txt', 'image/png', 'none'],
  ])('%s (%s) -> %s', (type, contentType, expected) => {
    expect(previewKindOf(type, contentType)).toBe(expected);
  });

  it('labels the type in capitals, 文件 when unknown', () => {
    expect(fileTypeLabel('pdf')).toBe('PDF');
    expect(fileTypeLabel('')).toBe('文件');
  });
});

describe('fileSizeText', () => {
  it.each<[unknown, string]>([
    [0, '0 B'],
    [512, '512 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [1280, '1.3 KB'],
    [5 * 1024 * 1024, '5 MB'],
    [1.25 * 1024 * 1024 * 1024, '1.3 GB'],
    [-1, ''],
    [Number.NaN, ''],
    ['12', ''],
    [null, ''],
  ])('%s -> %s', (bytes, expected) => {
    expect(fileSizeText(bytes)).toBe(expected);
  });
});
