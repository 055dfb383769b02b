import { albumRows, portalBlocks, resumePosition, shouldSaveProgress, webViewTarget } from '../../../src/domain/portal';

describe('albumRows (spec §9: album max 9 images, 3 per row)', () => {
  it.each([
    [0, [], 0],
    [1, [1], 0],
    [4, [3, 1], 0],
    [9, [3, 3, 3], 0],
    [11, [3, 3, 3], 2],
  ])('%i images → rows of %j, %i hidden', (n, rowSizes, hidden) => {
    const album = albumRows(Array.from({ length: n }, (_, i) => i));
    expect(album.rows.map((r) => r.length)).toEqual(rowSizes);
    expect(album.hidden).toBe(hidden);
  });
});

describe('resumePosition: where a video starts', () => {
  it.each([
    ['no record', null, 8, 0],
    ['a record in the middle', { position: 3.5 }, 8, 3.5],
    ['finished (within 1 s of the end)', { position: 7.4 }, 8, 0],
    ['past the end', { position: 20 }, 8, 0],
    ['duration unknown: the record\'s own', { position: 7.6, duration: 8 }, null, 0],
    ['duration unknown anywhere', { position: 30 }, null, 30],
    ['negative or broken position', { position: -2 }, 8, 0],
    ['NaN', { position: Number.NaN }, 8, 0],
  ])('%s', (_name, record, duration, expected) => {
    expect(resumePosition(record, duration)).toBe(expected);
  });

  it.each([
    ['first update', null, 1000, 1, true],
    ['too soon', { at: 1000, position: 1 }, 3000, 3, false],
    ['5 s later and moved', { at: 1000, position: 1 }, 6000, 6, true],
    ['5 s later but paused in place', { at: 1000, position: 6 }, 6000, 6.2, false],
  ])('shouldSaveProgress: %s', (_name, last, now, position, expected) => {
    expect(shouldSaveProgress(last, now, position)).toBe(expected);
  });
});

describe('webViewTarget: https and the platform\'s own addresses only', () => {
  const own = ['http://127.0.0.1:10086', 'https://ware.example.com/api'];
  it.each([
    ['https://www.example.com/annual', 'open'],
    ['HTTPS://www.example.com', 'open'],
    ['http://127.0.0.1:10086/portal/index', 'open'],
    ['http://127.0.0.1:10087/', 'refused'],
    ['http://www.example.com', 'refused'],
    ['javascript:alert(1)', 'refused'],
    ['data:text/html,<script>alert(1)</script>', 'refused'],
    ['//evil.test', 'refused'],
    ['/portal/index', 'refused'],
    ['https://own@evil.test', 'refused'],
    ['https://a.test/\nb', 'refused'],
    ['', 'refused'],
    [null, 'refused'],
  ])('%j → %s', (url, kind) => {
    expect(webViewTarget(url, own).kind).toBe(kind);
  });
});

describe('portalBlocks: every block is read defensively', () => {
  it('known types get their fields with defaults; unknown or malformed become placeholders', () => {
    const blocks = portalBlocks([
      { id: 'b1', type: 'banner', items: [{ fileId: 'f', image: 'https://x/i.png', title: 't' }] },
      { id: 'b2', type: 'articles', articleIds: ['a', 2] },
      { type: 'notice', text: 42 },
      { id: 'b4', type: 'weather', city: '杭州' },
      null,
      { id: 'b6', type: 'apps', apps: 'not a list' },
    ]);
    expect(blocks.map((b) => b.type)).toEqual(['banner', 'articles', 'notice', 'unknown', 'unknown', 'apps']);
    expect(blocks[0]).toMatchObject({ items: [{ link: '', image: 'https://x/i.png' }] });
    expect(blocks[1]).toMatchObject({ articleIds: ['a', '2'], size: 5 });
    expect(blocks[2]).toMatchObject({ id: 'block-2', text: '' });
    expect(blocks[3]).toMatchObject({ rawType: 'weather' });
    expect(blocks[5]).toMatchObject({ apps: [] });
    expect(portalBlocks('nope')).toEqual([]);
  });

  it('documents and videos by a directory or one id, or by chosen ids (issue 36)', () => {
    const [byDir, chosen, oneVideo, videos] = portalBlocks([
      { type: 'documents', dirId: 'dir-1' },
      { type: 'documents', documentIds: ['doc-1', 2] },
      { type: 'video', cosId: 'cos-1' },
      { type: 'video', cosIds: ['cos-1', 'cos-2'] },
    ]);
    expect(byDir).toMatchObject({ dirId: 'dir-1', documentIds: [] });
    expect(chosen).toMatchObject({ dirId: '', documentIds: ['doc-1', '2'] });
    expect(oneVideo).toMatchObject({ cosId: 'cos-1', cosIds: [] });
    expect(videos).toMatchObject({ cosId: '', cosIds: ['cos-1', 'cos-2'] });
  });
});
