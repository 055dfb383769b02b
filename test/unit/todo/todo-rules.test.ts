import {
  badgeText,
  counterTab,
  decisionProblem,
  editedContent,
  tabOf,
  taskFieldStates,
  timeline,
  TODO_TEXT,
} from '../../../src/domain/todo';

describe('badge (spec §9: badge max 999)', () => {
  it.each([
    [0, ''],
    [null, ''],
    [-3, ''],
    [1, '1'],
    [998, '998'],
    [999, '999'],
    [1000, '999+'],
    [123456, '999+'],
  ] as const)('%j → %j', (count, text) => {
    expect(badgeText(count)).toBe(text);
  });
});

describe('tabs: the query and the home counters', () => {
  it.each([
    [undefined, 'todo'],
    ['todo', 'todo'],
    ['done', 'done'],
    ['started', 'started'],
    ['startedBy', 'started'],
    ['notifications', 'notifications'],
    ['cc', 'notifications'],
    ['bogus', 'todo'],
  ] as const)('tab=%j opens %s', (q, tab) => expect(tabOf(q)).toBe(tab));

  it.each([
    ['todo', 'todo'],
    ['done', 'done'],
    ['startedBy', 'started'],
    ['report', null],
  ] as const)('the %s counter opens %j', (counter, tab) => expect(counterTab(counter)).toBe(tab));
});

describe('task mode: field states from the node', () => {
  it('editable where the node says edit, hidden where hidden, read-only otherwise and for unnamed fields', () => {
    expect(taskFieldStates(['a', 'b', 'c', 'd'], { a: 'edit', b: 'hidden', c: 'read' })).toEqual({
      a: { hidden: false, readOnly: false, required: false },
      b: { hidden: true, readOnly: true, required: false },
      c: { hidden: false, readOnly: true, required: false },
      d: { hidden: false, readOnly: true, required: false },
    });
  });

  it.each([
    ['nothing changed', { a: 1, b: 'x' }, undefined],
    ['an editable field changed', { a: 2, b: 'x' }, { a: 2 }],
    ['a read-only field changed is not sent', { a: 1, b: 'y' }, undefined],
    ['an array compared by value', { a: 1, b: 'x', c: [1, 2] }, undefined],
    ['an editable array changed', { a: 1, b: 'x', c: [1] }, { c: [1] }],
  ] as const)('%s', (_, values, sent) => {
    expect(editedContent({ a: 1, b: 'x', c: [1, 2] }, values, { a: 'edit', b: 'read', c: 'edit' })).toEqual(sent);
  });
});

describe('a decision before it is sent', () => {
  it.each([
    ['approve, no opinion', { approved: true, comment: '', signatureNeeded: false, signature: null }, null],
    ['reject without an opinion', { approved: false, comment: '  ', signatureNeeded: false, signature: null }, 'opinionRequired'],
    ['reject with an opinion', { approved: false, comment: '缺发票', signatureNeeded: true, signature: null }, null],
    ['approve a signature node unsigned', { approved: true, comment: '', signatureNeeded: true, signature: null }, 'signatureRequired'],
    ['approve a signature node signed', { approved: true, comment: '', signatureNeeded: true, signature: 'data:image/png;base64,A' }, null],
  ] as const)('%s', (_, d, problem) => expect(decisionProblem(d)).toBe(problem));
});

describe('timeline (spec §3 process instance history)', () => {
  const person = (nickname: string) => ({ nickname, picture: '' });
  const instance = { status: 'COMPLETED', startTime: 't0', endTime: 't9', nickName: '张成员', avatar: 'a.png' };
  const tasks = [
    { id: '1', name: '部门经理审批', kind: 'APPROVAL', status: 'DONE', outcome: 'REJECTED', comment: '缺发票', assignee: person('李子管'), createTime: 't1', endTime: 't2' },
    { id: '2', name: '发起', kind: 'RESUBMIT', status: 'DONE', outcome: 'APPROVED', assignee: person('张成员'), createTime: 't2', endTime: 't3' },
    { id: '3', name: '部门经理审批', kind: 'APPROVAL', status: 'DONE', outcome: 'REASSIGNED', comment: '出差', assignee: person('李子管'), createTime: 't3', endTime: 't4' },
    { id: '4', name: '部门经理审批', kind: 'APPROVAL', status: 'DONE', outcome: 'APPROVED', assignee: person('王管理'), delegatedFrom: { nickname: '李子管' }, createTime: 't4', endTime: 't5' },
    { id: '5', name: '财务会签', kind: 'ADD_SIGN', status: 'DONE', outcome: 'REASSIGNED', signature: null, assignee: person('赵访客'), delegatedFrom: { nickname: '王管理' }, createTime: 't5', endTime: 't6' },
    { id: '6', name: '财务会签', kind: 'ADD_SIGN', status: 'DONE', outcome: 'APPROVED', signature: 'data:x', assignee: person('钱独行'), delegatedFrom: { nickname: '赵访客' }, createTime: 't6', endTime: 't7' },
  ];

  it('starts with the initiator, lists every task with its decision, and ends with the result', () => {
    const rows = timeline({ instance, tasks }).map((e) => [e.title, e.who, e.at, e.decision, e.opinion, e.note]);
    expect(rows).toEqual([
      ['发起', '张成员', 't0', '发起', null, null],
      ['部门经理审批', '李子管', 't2', '驳回', '缺发票', null],
      ['发起', '张成员', 't3', '重新提交', null, null],
      ['部门经理审批', '李子管', 't4', '转交', '出差', null],
      ['部门经理审批', '王管理', 't5', '同意', null, '由李子管转交'],
      ['财务会签', '赵访客', 't6', '转交', null, '由王管理加签'],
      // An add-sign task handed over: 转交, not a second add-sign.
      ['财务会签', '钱独行', 't7', '同意', null, '由赵访客转交'],
      ['审批通过', '', 't9', '审批通过', null, null],
    ]);
    expect(timeline({ instance, tasks })[6]!.signature).toBe('data:x');
  });

  it('an open task waits since it was opened; a running process has no end; a withdrawn one says so', () => {
    const open = [{ id: '9', name: '财务审批', kind: 'APPROVAL', status: 'TODO', assignee: person('王管理'), createTime: 't7' }];
    const running = timeline({ instance: { ...instance, status: 'RUNNING', endTime: null }, tasks: open });
    expect(running.map((e) => [e.decision, e.at, e.state])).toEqual([
      ['发起', 't0', 'started'],
      [TODO_TEXT.waiting, 't7', 'waiting'],
    ]);
    expect(timeline({ instance: { ...instance, status: 'WITHDRAWN' }, tasks: [] }).at(-1)!.decision).toBe('已撤回');
    expect(timeline({ instance: null, tasks: open })).toHaveLength(1);
  });
});
