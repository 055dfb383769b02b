import { posterPlan, qrMatrix } from '../../src/domain/share/poster';

describe('qrMatrix', () => {
  it.each([
    ['a short link', 'http://127.0.0.1:10086/?Appid=app-open&code=index', 25],
    ['a link with Chinese', 'https://m.example.com/?Appid=应用&code=index', 29],
  ])('%s is a square matrix with the three finder patterns', (_n, text, maxSize) => {
    const m = qrMatrix(text);
    expect(m.length).toBeGreaterThanOrEqual(21);
    expect(m.length).toBeLessThanOrEqual(maxSize + 8);
    for (const row of m) expect(row).toHaveLength(m.length);
    const n = m.length;
    // Finder pattern corners are dark; the module inside the separator is light.
    for (const [r, c] of [[0, 0], [0, n - 1], [n - 1, 0]] as const) expect(m[r]![c]).toBe(true);
    expect(m[7]![7]).toBe(false);
  });
  it('is deterministic', () => expect(qrMatrix('x')).toEqual(qrMatrix('x')));
});

describe('posterPlan', () => {
  const matrix = qrMatrix('http://h/?Appid=a&code=index');
  const plan = posterPlan({ width: 300, title: '公开报名', subtitle: 'Ware', caption: '扫码打开', matrix });
  it('draws one square per dark module, inside the poster', () => {
    const dark = matrix.flat().filter(Boolean).length;
    const squares = plan.ops.filter((o) => o.kind === 'rect' && o.color === '#000000');
    expect(squares).toHaveLength(dark);
    for (const s of squares) {
      if (s.kind !== 'rect') continue;
      expect(s.x).toBeGreaterThanOrEqual(0);
      expect(s.x + s.w).toBeLessThanOrEqual(300);
      expect(s.y + s.h).toBeLessThanOrEqual(plan.height);
    }
  });
  it('writes the title, subtitle and caption', () => {
    expect(plan.ops.filter((o) => o.kind === 'text').map((o) => (o.kind === 'text' ? o.text : ''))).toEqual(['公开报名', 'Ware', '扫码打开']);
  });
});
