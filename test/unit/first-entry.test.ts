import { rememberFirstEntry, type FirstEntryInput } from '@/domain/routing/first-entry';

describe('rememberFirstEntry (spec §2: on iOS the first entry address is remembered for signing)', () => {
  it.each<{ case: string; input: FirstEntryInput; expected: string | null }>([
    {
      case: 'iOS, nothing remembered: remember this address',
      input: { isIOS: true, remembered: null, address: 'https://h/app/index?a=1' },
      expected: 'https://h/app/index?a=1',
    },
    {
      case: 'iOS, empty stored value counts as nothing',
      input: { isIOS: true, remembered: '', address: 'https://h/x' },
      expected: 'https://h/x',
    },
    {
      case: 'iOS, already remembered: keep the first',
      input: { isIOS: true, remembered: 'https://h/first', address: 'https://h/second' },
      expected: null,
    },
    {
      case: 'not iOS: nothing',
      input: { isIOS: false, remembered: undefined, address: 'https://h/x' },
      expected: null,
    },
    { case: 'iOS, empty address: nothing', input: { isIOS: true, remembered: undefined, address: '' }, expected: null },
  ])('$case', ({ input, expected }) => {
    expect(rememberFirstEntry(input)).toBe(expected);
  });
});
