import { workAreas } from '../../src/domain/team/work-areas';

describe('workAreas: the home entries by organisation permission', () => {
  it.each([
    ['before the permissions answer: the member centre only', undefined, ['memberCentre']],
    ['a person with no area permission (only app:use)', ['app:use'], ['memberCentre']],
    ['a guest of every app whose role sees a device type', ['app:use', 'device:use'], ['memberCentre', 'devices']],
    ['an app role holder in an organisation without devices', ['app:use', 'customer:manage', 'supplier:manage'], ['memberCentre', 'customers', 'suppliers']],
    [
      'an admin: every area, in the home order whatever the answer order',
      ['device:use', 'org:manage', 'supplier:manage', 'customer:manage'],
      ['memberCentre', 'customers', 'suppliers', 'devices'],
    ],
  ] as const)('%s', (_case, codes, expected) => {
    expect(workAreas(codes)).toEqual(expected);
  });

});
