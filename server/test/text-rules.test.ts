/** The text rules (http/text-rules.ts) as tables: names, name comparison, avatar addresses, lone surrogates. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { hasLoneSurrogate, holdsLoneSurrogate, imageUrlProblem, nameKey, nameProblem, TEXT_PROBLEM } from '../src/http/text-rules.js';

describe('nameProblem', () => {
  const table: [string, string, string | null][] = [
    ['a Chinese name', '张成员', null],
    ['Latin letters, digits and a space', 'Li Ming 2', null],
    ['an emoji (a surrogate pair)', '小王😀', null],
    ['a NUL only', '\u0000', TEXT_PROBLEM.control],
    ['a NUL inside', '王\u0000管理', TEXT_PROBLEM.control],
    ['a line break', '王\n管理', TEXT_PROBLEM.control],
    ['a C1 control', '王\u0085', TEXT_PROBLEM.control],
    ['a right-to-left override', '\u202Eresu', TEXT_PROBLEM.bidi],
    ['a left-to-right isolate', 'a\u2066b', TEXT_PROBLEM.bidi],
    ['a right-to-left mark', 'a\u200Fb', TEXT_PROBLEM.bidi],
    ['zero-width spaces only', '\u200B\u200B', TEXT_PROBLEM.blank],
    ['a byte-order mark and an ideographic space', '\uFEFF\u3000', TEXT_PROBLEM.blank],
    ['a Hangul filler', '\u3164', TEXT_PROBLEM.blank],
    ['a lone high surrogate', 'a\uD800', TEXT_PROBLEM.encoding],
    ['a lone low surrogate', '\uDC00b', TEXT_PROBLEM.encoding],
  ];
  for (const [what, name, expected] of table) it(`${what}: ${expected ?? 'accepted'}`, () => assert.equal(nameProblem(name), expected));
});

describe('nameKey: names that look the same compare equal', () => {
  const table: [string, string, boolean][] = [
    ['王管理', '王管理', true],
    ['王管理', '王管理\u200B', true],
    ['Admin', 'admin', true],
    ['ａｄｍｉｎ', 'admin', true],
    ['王管理', '王 管理', true],
    ['王管理', '王管里', false],
  ];
  for (const [a, b, same] of table) it(`${JSON.stringify(a)} ${same ? '=' : '≠'} ${JSON.stringify(b)}`, () => assert.equal(nameKey(a) === nameKey(b), same));
});

describe('imageUrlProblem', () => {
  const table: [string, string | null][] = [
    ['', null],
    ['https://cdn.example.com/a.png', null],
    ['http://127.0.0.1:10086/files/0123456789abcdef0123456789abcdef/a.png', null],
    ['0123456789abcdef0123456789abcdef', null],
    ['0123456789abcdef01234567', null],
    ['javascript:alert(1)', TEXT_PROBLEM.imageUrl],
    ['JavaScript:alert(1)', TEXT_PROBLEM.imageUrl],
    ['data:text/html,<script>alert(1)</script>', TEXT_PROBLEM.imageUrl],
    ['data:image/png;base64,iVBORw0KGgo=', TEXT_PROBLEM.imageUrl],
    ['file:///etc/passwd', TEXT_PROBLEM.imageUrl],
    ['/files/x.png', TEXT_PROBLEM.imageUrl],
    ['java\u0000script:alert(1)', TEXT_PROBLEM.imageUrl],
  ];
  for (const [url, expected] of table) it(`${JSON.stringify(url)}: ${expected ?? 'accepted'}`, () => assert.equal(imageUrlProblem(url), expected));
});

describe('lone surrogates', () => {
  it('are found in strings and anywhere in a parsed body, keys included; pairs are not', () => {
    assert.equal(hasLoneSurrogate('😀'), false);
    assert.equal(hasLoneSurrogate('\uD83D'), true);
    assert.equal(holdsLoneSurrogate({ a: [1, { b: 'ok' }] }), false);
    assert.equal(holdsLoneSurrogate({ a: [1, { b: 'x\uDE00' }] }), true);
    assert.equal(holdsLoneSurrogate({ ['k\uD800']: 1 }), true);
  });
});
