import { flattenForm, parseFormScript } from '../../../src/domain/form-engine';
import { columnLinesOf, firstPictureOf, recordLines } from '../../../src/features/records/parts/record-display';

const fields = flattenForm(
  parseFormScript({
    list: [
      { key: 'input_name', type: 'input', name: '名称', options: {}, rules: [] },
      { key: 'uploadImg_photos', type: 'uploadImg', name: '现场照片', options: {}, rules: [] },
      { key: 'uploadFile_files', type: 'uploadFile', name: '附件', options: {}, rules: [] },
    ],
  }),
);
const FILE_ID = '0123456789abcdef0123456789abcdef';

describe('image fields in list rows (issue 39 item 3)', () => {
  it('reads the first picture of an uploadImg value: a file id before an address; none from empty items', () => {
    expect(firstPictureOf([{ fileId: FILE_ID, name: 'a.png', url: 'https://x/a.png' }, { fileId: 'other' }])).toBe(FILE_ID);
    expect(firstPictureOf([{ name: 'no address' }, { fileUrl: 'https://x/b.png' }])).toBe('https://x/b.png');
    expect(firstPictureOf('https://x/c.png')).toBe('https://x/c.png');
    for (const none of [null, undefined, [], [{ name: 'a.png' }], [''], 7]) expect(firstPictureOf(none)).toBeNull();
  });

  it('gives an image column its picture beside its text; other columns and empty image fields only text', () => {
    const columns = ['input_name', 'uploadImg_photos', 'uploadFile_files'].map((key) => ({ key, label: key, system: false }));
    const lines = columnLinesOf(columns, fields);
    const [name, photos, files] = lines({ input_name: '拜访', uploadImg_photos: [{ fileId: FILE_ID, name: '客户大楼.png' }], uploadFile_files: [{ fileId: FILE_ID, name: '合同.pdf' }] } as never);
    expect(name).toEqual({ key: 'input_name', label: 'input_name', text: '拜访' });
    expect(photos).toEqual({ key: 'uploadImg_photos', label: 'uploadImg_photos', text: '客户大楼.png', picture: FILE_ID });
    expect(files).not.toHaveProperty('picture');
    expect(lines({ uploadImg_photos: [] } as never)[1]).toEqual({ key: 'uploadImg_photos', label: 'uploadImg_photos', text: '未填写' });
  });

  it('search results: a card of a record gives its image field a thumbnail too; the detail (no pictures asked) only the text', () => {
    const flat = { input_name: '拜访', uploadImg_photos: [{ fileId: FILE_ID, name: '客户大楼.png' }] } as never;
    const card = recordLines(flat, fields, 4, undefined, true);
    expect(card.find((l) => l.key === 'uploadImg_photos')).toEqual({ key: 'uploadImg_photos', label: '现场照片', text: '客户大楼.png', picture: FILE_ID });
    expect(card.find((l) => l.key === 'input_name')).not.toHaveProperty('picture');
    expect(recordLines(flat, fields).find((l) => l.key === 'uploadImg_photos')).not.toHaveProperty('picture');
  });
});
