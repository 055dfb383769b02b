import { SECONDARY_TOAST_DELAY_MS, secondaryBehaviour, type Answer } from '../../../src/api/errors';
import { ERROR_TEXT } from '../../../src/domain/messages';

/** calls-and-errors.md §8, last paragraph: the secondary request layer, answer by answer. */
const CASES: Array<[string, Answer, ReturnType<typeof secondaryBehaviour>]> = [
  ['500 toasts a busy message at once', { status: 500, body: { message: 'boom' } }, { kind: 'toast', text: { fixed: ERROR_TEXT.serverBusy }, delayMs: 0 }],
  ['401 goes to login', { status: 401, body: null }, { kind: 'sign-in' }],
  ['403 goes to login', { status: 403, body: { message: '无权操作' } }, { kind: 'sign-in' }],
  ['another non-200 (400) toasts the server message after 200 ms', { status: 400, body: { message: '库存不足' } }, { kind: 'toast', text: { serverMessage: true, fallback: ERROR_TEXT.network }, delayMs: 200 }],
  ['another non-200 (404) toasts the server message after 200 ms', { status: 404, body: null }, { kind: 'toast', text: { serverMessage: true, fallback: ERROR_TEXT.network }, delayMs: 200 }],
  ['a 200 answer keeps the catalogue’s row (body codes)', { status: 200, body: { code: 1, message: 'x' } }, null],
  ['a network failure keeps the catalogue’s row', { status: 'network' }, null],
];

describe('the secondary request layer', () => {
  it.each(CASES)('%s', (_name, answer, expected) => {
    expect(secondaryBehaviour(answer)).toEqual(expected);
  });

  it('waits the spec’s 200 ms', () => {
    expect(SECONDARY_TOAST_DELAY_MS).toBe(200);
  });
});
