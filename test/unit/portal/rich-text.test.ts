import { decodeEntities, safeHref, sanitiseRichText, type RichNode } from '../../../src/domain/portal/rich-text';

const FILE = '9a7000000000000000000007';
/** Files stored since ids grew to 128 bits. */
const FILE_128 = 'd5fe528894a55b20fc5decdcabb30882';
const options = { imageUrl: (id: string) => `https://files.test/download?fileId=${id}` };
const clean = (html: string) => sanitiseRichText(html, options);

/** Every tag name and attribute in a tree, flattened, to assert nothing dangerous is left anywhere. */
function everything(nodes: RichNode[]): { names: string[]; attrs: [string, string][]; text: string } {
  const out = { names: [] as string[], attrs: [] as [string, string][], text: '' };
  const walk = (list: RichNode[]) => {
    for (const n of list) {
      if (n.type === 'text') out.text += n.text;
      else {
        out.names.push(n.name);
        out.attrs.push(...Object.entries(n.attrs));
        walk(n.children);
      }
    }
  };
  walk(nodes);
  return out;
}

// The usual stored-XSS payloads (OWASP filter-evasion cheat sheet and the e2e test article 富文本安全示例).
const PAYLOADS: [string, string][] = [
  ['script element', '<script>window.__xss=1</script>'],
  ['script with odd case and attributes', '<ScRiPt src="//evil.test/x.js"></sCrIpT>'],
  ['img onerror', '<img src=x onerror="window.__xss=1">'],
  ['img onerror without quotes', '<IMG SRC=/ onerror=alert(1)>'],
  ['javascript: link', '<a href="javascript:window.__xss=1">x</a>'],
  ['javascript: link with entities', '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>'],
  ['javascript: link with a tab', '<a href="jav\tascript:alert(1)">x</a>'],
  ['data: link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
  ['vbscript: link', '<a href="vbscript:msgbox(1)">x</a>'],
  ['protocol-relative link', '<a href="//evil.test">x</a>'],
  ['svg onload', '<svg onload="window.__xss=1"><circle r=4></circle></svg>'],
  ['iframe', '<iframe src="javascript:alert(1)"></iframe>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['object', '<object data="javascript:alert(1)"></object>'],
  ['embed', '<embed src="javascript:alert(1)">'],
  ['style attribute with url()', '<p style="background:url(javascript:alert(1))">p</p>'],
  ['style element', '<style>body{background:url(javascript:alert(1))}</style>'],
  ['event handler on a paragraph', '<p onclick="alert(1)" onmouseover="alert(2)">p</p>'],
  ['form with formaction', '<form><button formaction="javascript:alert(1)">b</button></form>'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ['base href', '<base href="javascript:alert(1)//">'],
  ['broken attribute quoting', '<img """><script>alert(1)</script>">'],
  ['comment hiding a script', '<!--<script>alert(1)</script>-->'],
  ['math with a link', '<math><a xlink:href="javascript:alert(1)">x</a></math>'],
];

describe('sanitiseRichText: stored XSS payloads leave nothing executable', () => {
  it.each(PAYLOADS)('%s', (_name, payload) => {
    const { names, attrs, text } = everything(clean(`<p>前</p>${payload}<p>后</p>`));
    for (const name of names) expect(Object.keys({ p: 1, a: 1, img: 1, strong: 1, em: 1, br: 1 })).toContain(name);
    for (const [attr, value] of attrs) {
      expect(attr).not.toMatch(/^on/i);
      expect(['href', 'src', 'alt', 'title', 'width', 'height']).toContain(attr);
      expect(value).not.toMatch(/javascript:|vbscript:|data:/i);
      if (attr === 'href') expect(value).toMatch(/^(https:\/\/|\/(?!\/))/);
      if (attr === 'src') expect(value).toMatch(/^https:\/\/files\.test\//);
    }
    // The payload's script never survives as markup; at most its words remain as plain text.
    expect(text.startsWith('前')).toBe(true);
    expect(text.endsWith('后')).toBe(true);
  });
});

describe('sanitiseRichText: what the editor makes is kept', () => {
  it.each<[string, string, RichNode[]]>([
    ['paragraph with emphasis', '<p>a <strong>b</strong> <em>c</em></p>', [{ type: 'node', name: 'p', attrs: {}, children: [{ type: 'text', text: 'a ' }, { type: 'node', name: 'strong', attrs: {}, children: [{ type: 'text', text: 'b' }] }, { type: 'text', text: ' ' }, { type: 'node', name: 'em', attrs: {}, children: [{ type: 'text', text: 'c' }] }] }]],
    ['https link', '<a href="https://example.com/a?b=1&amp;c=2" title="t">x</a>', [{ type: 'node', name: 'a', attrs: { href: 'https://example.com/a?b=1&c=2', title: 't' }, children: [{ type: 'text', text: 'x' }] }]],
    ['internal link', '<a href="/pagesA/community/detail?id=pt-art-1">x</a>', [{ type: 'node', name: 'a', attrs: { href: '/pagesA/community/detail?id=pt-art-1' }, children: [{ type: 'text', text: 'x' }] }]],
    ['plain http link loses its href', '<a href="http://example.com">x</a>', [{ type: 'node', name: 'a', attrs: {}, children: [{ type: 'text', text: 'x' }] }]],
    ['image from the file service', `<img src="/api/file/fileoperation/download?fileId=${FILE}&isDownload=0" alt="图">`, [{ type: 'node', name: 'img', attrs: { src: `https://files.test/download?fileId=${FILE}`, alt: '图' }, children: [] }]],
    ['image with a 128-bit file id', `<img src="/api/file/fileoperation/download?fileId=${FILE_128}&isDownload=0" alt="图">`, [{ type: 'node', name: 'img', attrs: { src: `https://files.test/download?fileId=${FILE_128}`, alt: '图' }, children: [] }]],
    ['image from elsewhere is dropped', '<img src="https://evil.test/track.png">', []],
    ['list', '<ul><li>一</li><li>二</li></ul>', [{ type: 'node', name: 'ul', attrs: {}, children: [{ type: 'node', name: 'li', attrs: {}, children: [{ type: 'text', text: '一' }] }, { type: 'node', name: 'li', attrs: {}, children: [{ type: 'text', text: '二' }] }] }]],
    ['entities decoded once', '<p>&lt;b&gt; &amp;lt; &#20013;&nbsp;</p>', [{ type: 'node', name: 'p', attrs: {}, children: [{ type: 'text', text: '<b> &lt; 中\u00a0' }] }]],
    ['unclosed tags are closed', '<p><strong>x', [{ type: 'node', name: 'p', attrs: {}, children: [{ type: 'node', name: 'strong', attrs: {}, children: [{ type: 'text', text: 'x' }] }] }]],
    ['plain text (a comment)', '好看 <3', [{ type: 'text', text: '好看 <3' }]],
    ['nothing', '', []],
  ])('%s', (_name, html, tree) => {
    expect(clean(html)).toEqual(tree);
  });
});

describe('helpers', () => {
  it.each([
    ['https://a.test/x', 'https://a.test/x'],
    ['/portal/index', '/portal/index'],
    [' https://a.test', 'https://a.test'],
    ['//evil.test', null],
    ['/\\evil.test', null],
    ['http://a.test', null],
    ['JaVaScRiPt:alert(1)', null],
    ['mailto:a@b.c', null],
  ])('safeHref(%j) = %j', (href, expected) => {
    expect(safeHref(href)).toBe(expected);
  });

  it('decodeEntities leaves unknown names and drops impossible code points', () => {
    expect(decodeEntities('&foo; &#0; &#x4e2d;')).toBe('&foo;  中');
  });

});

describe("the mini program's stand-in for cssfilter (src/platform/no-css-filter.ts)", () => {
  type Sanitiser = typeof import('../../../src/domain/portal/rich-text');
  /** The sanitiser loaded afresh, with js-xss's cssfilter as given. */
  function sanitiserWith(cssfilter: (() => unknown) | null): Sanitiser {
    let loaded: Sanitiser | undefined;
    jest.isolateModules(() => {
      if (cssfilter) jest.doMock('cssfilter', cssfilter);
      loaded = jest.requireActual<Sanitiser>('../../../src/domain/portal/rich-text');
    });
    jest.dontMock('cssfilter');
    return loaded!;
  }

  it('gives the same tree and saved HTML as js-xss with the real cssfilter, styles included', () => {
    const real = sanitiserWith(null);
    const stub = sanitiserWith(() => jest.requireActual('../../../src/platform/no-css-filter'));
    const samples = [
      ...PAYLOADS.map(([, payload]) => payload),
      '<p style="color:red">红</p><span style="font-size:20px">字</span>',
      `<p>a <strong>b</strong></p><img src="/api/file/fileoperation/download?fileId=${FILE}" alt="图"><a href="https://a.test" style="x">x</a>`,
    ];
    for (const html of samples) {
      expect(stub.sanitiseRichText(html, options)).toEqual(real.sanitiseRichText(html, options));
      expect(stub.sanitiseRichTextHtml(html, options)).toBe(real.sanitiseRichTextHtml(html, options));
    }
  });
});
