import { checkGrants, mayCreateIn } from '../../src/domain/access/permission-check';

describe('a permission that cannot be read means no (fail closed)', () => {
  it.each([
    ['allowed: true', { allowed: true, role: 'MEMBER' }, true],
    ['allowed: false', { allowed: false, role: 'GUEST' }, false],
    ['allowed as the string "true"', { allowed: 'true' }, false],
    ['allowed as 1', { allowed: 1 }, false],
    ['no allowed field', { role: 'ADMIN' }, false],
    ['an empty object', {}, false],
    ['null (a failed call)', null, false],
    ['undefined (a failed call)', undefined, false],
    ['true alone', true, false],
    ['a list', [{ allowed: true }], false],
    ['a string', 'allowed', false],
  ])('%s → %s', (_name, answer, granted) => {
    expect(checkGrants(answer)).toBe(granted);
  });

  it('the create question names the form', () => {
    expect(mayCreateIn('form-1')).toEqual({
      type: 'form-operation-permission',
      businessKey: 'create',
      formId: 'form-1',
    });
  });
});
