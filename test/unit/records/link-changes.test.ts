import { hasLinkChanges, linkChangesOf, linkLabels, NO_LINK_CHANGES, toggleDrop, togglePick } from '../../../src/domain/records/link-changes';

const q1 = { id: 'q1', label: 'Q-0001' };
const q2 = { id: 'q2', label: 'Q-0002' };

describe('the 关联数据 a form changes', () => {
  it('picks and unpicks per association; an association left with no pick is dropped', () => {
    const one = togglePick(NO_LINK_CHANGES, 'a', q1);
    expect(one).toEqual({ add: { a: [q1] }, drop: [] });
    expect(togglePick(togglePick(one, 'a', q2), 'a', q1)).toEqual({ add: { a: [q2] }, drop: [] });
    expect(togglePick(one, 'a', q1)).toEqual(NO_LINK_CHANGES);
    expect(hasLinkChanges(one)).toBe(true);
    expect(hasLinkChanges(NO_LINK_CHANGES)).toBe(false);
  });

  it('removes a saved row, or keeps it again', () => {
    const dropped = toggleDrop(NO_LINK_CHANGES, { id: 'link-1', label: '访客登记' });
    expect(dropped.drop).toEqual([{ id: 'link-1', label: '访客登记' }]);
    expect(toggleDrop(dropped, { id: 'link-1', label: '访客登记' })).toEqual(NO_LINK_CHANGES);
    expect(linkLabels({ add: { a: [q1] }, drop: [{ id: 'link-1', label: '访客登记' }] })).toEqual(['Q-0001', '访客登记']);
  });

  it.each([
    ['nothing stored', undefined, null],
    ['not an object', 'x', null],
    ['no changes', { add: {}, drop: [] }, null],
    ['a pick without a label shows its id', { add: { a: [{ id: 'q1' }] } }, { add: { a: [{ id: 'q1', label: 'q1' }] }, drop: [] }],
    ['malformed picks left out', { add: { a: [null, { id: '' }, q2], b: 'x' }, drop: [{ id: 7 }] }, { add: { a: [q2] }, drop: [] }],
  ])('stored changes are read tolerantly: %s', (_, raw, expected) => {
    expect(linkChangesOf(raw)).toEqual(expected);
  });
});
