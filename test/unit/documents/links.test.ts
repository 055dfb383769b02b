import { commentLinkFor, documentLinkFor, downloadLinkFor, fileTargetOf, targetFromQuery } from '@/domain/documents';

const FILE = 'd0c000000000000000000001';

describe('documentLinkFor: records\' files open in the document preview page', () => {
  it.each<{ case: string; file: unknown; expected: string | null }>([
    { case: 'a library document', file: { documentId: 'doc-handbook' }, expected: '/pagesB/view/preview?id=doc-handbook' },
    { case: 'an uploaded file as the form stores it (fileId, name, url)', file: { fileId: FILE, name: '员工手册.pdf', url: 'http://x/files/1' }, expected: `/pagesB/view/preview?fileId=${FILE}&name=%E5%91%98%E5%B7%A5%E6%89%8B%E5%86%8C.pdf` },
    { case: 'an upload answer with id only', file: { id: FILE }, expected: `/pagesB/view/preview?fileId=${FILE}` },
    { case: 'a download URL naming fileId', file: { url: `http://127.0.0.1/api/file/fileoperation/download?fileId=${FILE}&isDownload=0`, name: 'a.png' }, expected: `/pagesB/view/preview?fileId=${FILE}&name=a.png` },
    { case: 'fileName instead of name', file: { fileId: FILE, fileName: ' b.txt ' }, expected: `/pagesB/view/preview?fileId=${FILE}&name=b.txt` },
    { case: 'a name with & and spaces is encoded', file: { fileId: 'f1', name: 'a & b.pdf' }, expected: '/pagesB/view/preview?fileId=f1&name=a%20%26%20b.pdf' },
    { case: 'a plain URL without a file id', file: { url: 'https://example.com/a.pdf', name: 'a.pdf' }, expected: null },
    { case: 'an empty file id', file: { fileId: '  ' }, expected: null },
    { case: 'an id with spaces inside', file: { fileId: 'a b' }, expected: null },
    { case: 'an id too long', file: { fileId: 'x'.repeat(129) }, expected: null },
    { case: 'not an object', file: 'd0c000000000000000000001', expected: null },
    { case: 'null', file: null, expected: null },
  ])('$case', ({ file, expected }) => {
    expect(documentLinkFor(file)).toBe(expected);
  });

  it('a link round-trips through the page query', () => {
    const target = fileTargetOf({ fileId: FILE, name: '会议纪要.txt' })!;
    const query = Object.fromEntries(new URLSearchParams(downloadLinkFor(target).split('?')[1]));
    expect(targetFromQuery(query)).toEqual(target);
    expect(downloadLinkFor({ kind: 'document', id: 'doc-1' })).toBe('/pagesB/view/download?id=doc-1');
    expect(commentLinkFor('doc-1')).toBe('/pagesB/view/comment?id=doc-1');
  });

  it('links of an app’s document carry its appId, so the access gate runs on every document screen (§4)', () => {
    expect(documentLinkFor({ fileId: FILE, name: 'a.png' }, 'app-visit')).toBe(`/pagesB/view/preview?fileId=${FILE}&name=a.png&appId=app-visit`);
    expect(downloadLinkFor({ kind: 'document', id: 'doc-1' }, 'app-visit')).toBe('/pagesB/view/download?id=doc-1&appId=app-visit');
    expect(commentLinkFor('doc-1', 'app-visit')).toBe('/pagesB/view/comment?id=doc-1&appId=app-visit');
    expect(commentLinkFor('doc-1', null)).toBe('/pagesB/view/comment?id=doc-1');
  });

  it.each<{ case: string; query: Record<string, unknown>; expected: unknown }>([
    { case: 'id wins over fileId', query: { id: 'doc-1', fileId: FILE }, expected: { kind: 'document', id: 'doc-1' } },
    { case: 'documentId is read as id', query: { documentId: 'doc-2' }, expected: { kind: 'document', id: 'doc-2' } },
    { case: 'fileId without a name', query: { fileId: FILE }, expected: { kind: 'file', fileId: FILE, name: null } },
    { case: 'an encoded name (mini program and H5 router queries)', query: { fileId: FILE, name: '%E6%B5%B7%E6%8A%A5.png' }, expected: { kind: 'file', fileId: FILE, name: '海报.png' } },
    { case: 'nothing', query: {}, expected: null },
  ])('targetFromQuery: $case', ({ query, expected }) => {
    expect(targetFromQuery(query)).toEqual(expected);
  });
});
