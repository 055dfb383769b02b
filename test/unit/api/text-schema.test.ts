/**
 * The one nullable-text piece every schema module reads optional text with (src/api/schemas/text.ts): absent and
 * null read as '' (or as null where "not set" is kept apart from ''); anything that is not text is a schema failure,
 * unless the field catches it.
 */
import { z } from 'zod/mini';

import { textOrEmpty, textOrNull } from '../../../src/api/schemas/text';

it.each([
  { sent: '张三', empty: '张三', none: '张三' },
  { sent: '', empty: '', none: '' },
  { sent: null, empty: '', none: null },
  { sent: undefined, empty: '', none: null },
])('$sent reads as "$empty" / $none', ({ sent, empty, none }) => {
  expect(textOrEmpty.parse(sent)).toBe(empty);
  expect(textOrNull.parse(sent)).toBe(none);
});

it('an absent field reads as the piece says, inside an object', () => {
  expect(z.looseObject({ name: textOrEmpty, expiresAt: textOrNull }).parse({})).toEqual({ name: '', expiresAt: null });
});

it('what is not text fails, unless the field catches it', () => {
  expect(textOrEmpty.safeParse(3).success).toBe(false);
  expect(textOrNull.safeParse({}).success).toBe(false);
  expect(z.catch(textOrNull, null).parse(3)).toBeNull();
});
