// The form session without React: fake lookups, a fake saver, fake timers. README "Decisions where the spec is
// silent" (never losing input: a local copy 500 ms after the last edit, a server draft 3 s after it) and
// screens-data-rules.md §4 (linkage), §5 (checks, duplicate check, linkage query page 1 size 999), §9 (debounce 500 ms).
import { rawControl } from '../../support/form-script';

import {
  DRAFT_SAVE_DELAY,
  LOCAL_SAVE_DELAY,
  buildFormModel,
  createFormSession,
  defaultValues,
  parseFieldStateSettings,
  parseFormScript,
  type FormContext,
  type FormLookups,
  type FormSessionOptions,
  type FormValues,
  type LinkQueryBody,
} from '@/domain/form-engine';
import { RELATION_TEXT } from '@/domain/form-engine/relations';


const control = rawControl;

const SCRIPT = {
  list: [
    control('input', 'title', '标题', { noRepeat: true }, true),
    control('radio', 'kind', '类型', {
      options: [
        { label: '个人', value: 'a' },
        { label: '企业', value: 'b' },
      ],
      defaultValue: 'a',
    }),
    control('input', 'company', '企业名称', {}, true),
    control('number', 'amount', '金额'),
    control('editor', 'content', '内容'),
    control('linkquery', 'linkq', '联动查询', {
      formId: 'form-visit',
      conditions: [{ key: 'input_contact', field: 'input_title' }],
      showFields: ['input_contact'],
      fill: [{ from: 'editor_content', to: 'editor_content' }],
    }),
  ],
  checkSetting: {
    checkList: [
      {
        id: 'c1',
        conditions: [{ key: 'number_amount', operation: 'greater', type: 'number', value: 0 }],
        errorText: '金额必须大于0',
      },
    ],
    errorText: '请检查标红的字段',
    showErrorFields: true,
    checkEvent: ['submit'],
  },
};
const SETTINGS = [
  { id: 'input_company', fieldLinkage: [{ key: 'radio_kind', conds: ['b'] }], addState: null, editState: null },
];
const CONTEXT: FormContext = { appId: 'app-1', formId: 'form-1', appType: null, dataId: null };
const model = buildFormModel(parseFormScript(SCRIPT), parseFieldStateSettings(SETTINGS), 'add', null);

/** A promise resolved or rejected from the test. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setUp(options: Partial<FormSessionOptions> = {}) {
  const linkage: {
    body: LinkQueryBody;
    answer: ReturnType<typeof deferred<{ content: { id: string; content: Record<string, unknown> }[] }>>;
  }[] = [];
  const checked: unknown[] = [];
  const stored = new Set(['示例数据']);
  const lookups: FormLookups = {
    dataLinkage: (body) => {
      const answer = deferred<{ content: { id: string; content: Record<string, unknown> }[] }>();
      linkage.push({ body, answer });
      return answer.promise;
    },
    duplicateCheck: async (query) => {
      checked.push(query.body);
      if (query.body.value === '断网') throw new Error('offline');
      return stored.has(String(query.body.value));
    },
  };
  const local: FormValues[] = [];
  const drafts: FormValues[] = [];
  const session = createFormSession(model, defaultValues(model.fields), {
    context: () => CONTEXT,
    lookups,
    saving: { local: (v) => local.push(v), draft: async (v) => drafts.push(v) },
    ...options,
  });
  const published = jest.fn();
  session.subscribe(published);
  return { session, linkage, checked, local, drafts, published };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('snapshots (useSyncExternalStore reads them by identity)', () => {
  it('is the same object until something changes, and keeps the parts that did not change', () => {
    const { session, published } = setUp();
    const first = session.getSnapshot();
    expect(session.getSnapshot()).toBe(first);
    expect(first.values).toEqual({ radio_kind: 'a' });

    session.edit('number_amount', 5);
    const second = session.getSnapshot();
    expect(second).not.toBe(first);
    expect(session.getSnapshot()).toBe(second);
    expect(published).toHaveBeenCalledTimes(1);
    expect(second.values).toEqual({ radio_kind: 'a', number_amount: 5 });
    // The amount drives no linkage: the states, the (absent) messages and the lookups' status are the same objects.
    expect(second.states).toBe(first.states);
    expect(second.validation).toBeNull();
    expect(second.linkStatus).toBe(first.linkStatus);
  });

  it('publishes nothing for an action that changes nothing', () => {
    const { session, published } = setUp();
    session.blur('radio_kind');
    const before = session.getSnapshot();
    session.blur('radio_kind');
    expect(session.getSnapshot()).toBe(before);
    expect(published).toHaveBeenCalledTimes(0);
  });

  it('stops telling a listener once it unsubscribes', () => {
    const { session } = setUp();
    const listener = jest.fn();
    const unsubscribe = session.subscribe(listener);
    session.edit('number_amount', 1);
    unsubscribe();
    session.edit('number_amount', 2);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('states and checks', () => {
  it('recomputes linkage after an edit, and leaves hidden fields out of the values to send', () => {
    const { session } = setUp();
    expect(session.getSnapshot().states.input_company!.hidden).toBe(true);
    session.edit('input_company', '演示科技');
    expect(session.getSnapshot().visibleValues).toEqual({ radio_kind: 'a' });
    session.edit('radio_kind', 'b');
    expect(session.getSnapshot().states.input_company!.hidden).toBe(false);
    expect(session.getSnapshot().visibleValues).toEqual({ radio_kind: 'b', input_company: '演示科技' });
  });

  it('a typed field shows its error once it lost focus; then the error follows the edits', () => {
    const { session } = setUp();
    session.edit('input_title', 'x');
    session.edit('input_title', '');
    expect(session.getSnapshot().validation).toBeNull();
    session.blur('input_title');
    expect(session.getSnapshot().validation?.errors).toEqual({ input_title: '标题不能为空' });
    expect(session.getSnapshot().validation?.submitted).toBe(false);
    session.edit('input_title', 'y');
    expect(session.getSnapshot().validation).toBeNull();
  });

  it('no message before the user is done: a province alone, a new empty sub-form row (issue 41 item 9)', () => {
    const parts = buildFormModel(
      parseFormScript({
        list: [
          control('address', 'address', '地址', { level: 3 }),
          control('subform', 'lines', '明细', { fields: [control('input', 'lineName', '名称', {}, true)] }),
        ],
      }),
      [],
      'add',
      null,
    );
    const session = createFormSession(parts, defaultValues(parts.fields), { context: () => CONTEXT });
    session.edit('address_address', { location: ['浙江省'], codes: ['330000'], details: '' });
    session.edit('subform_lines', [{}]);
    expect(session.getSnapshot().validation).toBeNull();
    // The area sheet closed on the province: now it is an unfinished address.
    session.blur('address_address');
    expect(session.getSnapshot().validation?.errors).toEqual({ address_address: RELATION_TEXT.chooseArea });
    // Submit shows the empty row too.
    expect(session.validate().errors).toMatchObject({ address_address: RELATION_TEXT.chooseArea, subform_lines: expect.any(String) });
  });

  it('validate shows every message and the conditional checks; after it the messages follow the edits', () => {
    const { session } = setUp();
    session.edit('radio_kind', 'b');
    session.edit('number_amount', 0);
    const result = session.validate();
    expect(result.ok).toBe(false);
    expect(result.errors).toEqual({ input_title: '标题不能为空', input_company: '企业名称不能为空' });
    expect(result.check.message).toBe('请检查标红的字段');
    expect(session.getSnapshot().validation).toBe(result);
    session.edit('number_amount', 3);
    session.edit('input_title', 'x');
    session.edit('input_company', 'y');
    expect(session.getSnapshot().validation).toMatchObject({ ok: true, errors: {}, submitted: true });
  });

  it('reset replaces the values and forgets every message', () => {
    const { session } = setUp();
    session.validate();
    session.reset({ input_title: '恢复的标题', radio_kind: 'b' });
    const snap = session.getSnapshot();
    expect(snap.values).toEqual({ input_title: '恢复的标题', radio_kind: 'b' });
    expect(snap.states.input_company!.hidden).toBe(false);
    expect(snap.validation).toBeNull();
  });
});

describe('linkquery lookups (data-linkage, debounced 500 ms)', () => {
  it('looks up once per burst of edits, then fills the linkquery and the mapped fields', async () => {
    const { session, linkage } = setUp();
    session.edit('input_title', '陈');
    await jest.advanceTimersByTimeAsync(300);
    session.edit('input_title', '陈经理');
    await jest.advanceTimersByTimeAsync(499);
    expect(linkage).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(linkage.map((l) => l.body)).toEqual([
      {
        appId: 'app-1',
        formId: 'form-visit',
        conditions: [{ key: 'input_contact', value: '陈经理' }],
        page: 1,
        size: 999,
      },
    ]);
    expect(session.getSnapshot().linkStatus).toEqual({ linkquery_linkq: 'loading' });
    linkage[0]!.answer.resolve({
      content: [{ id: 'v1', content: { input_contact: '陈经理', editor_content: '<p>计划</p>' } }],
    });
    await jest.advanceTimersByTimeAsync(0);
    const snap = session.getSnapshot();
    expect(snap.linkStatus).toEqual({ linkquery_linkq: 'done' });
    expect(snap.values.linkquery_linkq).toEqual([{ id: 'v1', label: '陈经理', data: { input_contact: '陈经理' } }]);
    expect(snap.values.editor_content).toBe('<p>计划</p>');
  });

  it('an older answer arriving after a newer lookup started is dropped; a failure says so', async () => {
    const { session, linkage } = setUp();
    session.edit('input_title', '甲');
    await jest.advanceTimersByTimeAsync(500);
    session.edit('input_title', '乙');
    await jest.advanceTimersByTimeAsync(500);
    expect(linkage).toHaveLength(2);
    linkage[0]!.answer.resolve({ content: [{ id: 'old', content: {} }] });
    await jest.advanceTimersByTimeAsync(0);
    expect(session.getSnapshot().values.linkquery_linkq).toBeUndefined();
    linkage[1]!.answer.reject(new Error('500'));
    await jest.advanceTimersByTimeAsync(0);
    expect(session.getSnapshot().linkStatus).toEqual({ linkquery_linkq: 'failed' });
  });

  it('an emptied condition field empties the linkquery without a call', async () => {
    const { session, linkage } = setUp();
    session.edit('input_title', '甲');
    await jest.advanceTimersByTimeAsync(500);
    linkage[0]!.answer.resolve({ content: [{ id: 'v1', content: {} }] });
    await jest.advanceTimersByTimeAsync(0);
    session.edit('input_title', '');
    await jest.advanceTimersByTimeAsync(500);
    expect(linkage).toHaveLength(1);
    expect(session.getSnapshot().values.linkquery_linkq).toEqual([]);
  });

  it('makes no call without the record being filled, and none after dispose', async () => {
    const alone = setUp({ context: () => null });
    alone.session.edit('input_title', '甲');
    await jest.advanceTimersByTimeAsync(1000);
    expect(alone.linkage).toHaveLength(0);

    const left = setUp();
    left.session.edit('input_title', '甲');
    left.session.dispose();
    await jest.advanceTimersByTimeAsync(1000);
    expect(left.linkage).toHaveLength(0);
  });
});

describe('the single-field duplicate check', () => {
  it('asks on blur and shows the message; an edit drops it; submit asks again; a unique value is asked once', async () => {
    const { session, checked } = setUp();
    session.edit('input_title', '示例数据');
    session.blur('input_title');
    await jest.advanceTimersByTimeAsync(0);
    expect(checked).toEqual([{ key: 'input_title', value: '示例数据' }]);
    expect(session.getSnapshot().validation?.errors.input_title).toBe('标题已存在，请勿重复填写');

    session.edit('input_title', '示例数据2');
    expect(session.getSnapshot().validation).toBeNull();
    session.edit('input_title', '示例数据');
    expect(await session.checkDuplicates()).toBe(false);
    expect(session.validate().errors.input_title).toBe('标题已存在，请勿重复填写');

    session.edit('input_title', '新的值');
    expect(await session.checkDuplicates()).toBe(true);
    expect(await session.checkDuplicates()).toBe(true);
    expect(checked.filter((b) => (b as { value: string }).value === '新的值')).toHaveLength(1);
  });

  it('a failed check does not block (the server decides at submit)', async () => {
    const { session } = setUp();
    session.edit('input_title', '断网');
    expect(await session.checkDuplicates()).toBe(true);
    expect(session.getSnapshot().validation).toBeNull();
  });

  it('a refusal carrying a field’s duplicate message shows on that field; another refusal does not', () => {
    const { session } = setUp();
    session.edit('input_title', '刚被别人提交');
    expect(session.refusedAsDuplicate('您没有提交该表单的权限')).toBe(false);
    expect(session.getSnapshot().validation).toBeNull();
    expect(session.refusedAsDuplicate('标题已存在，请勿重复填写')).toBe(true);
    expect(session.getSnapshot().validation).toMatchObject({
      submitted: true,
      errors: { input_title: '标题已存在，请勿重复填写' },
    });
  });

  it('field errors of a refusal show on the fields the form shows, until each value changes; the values stay', () => {
    const { session } = setUp();
    session.edit('input_title', '服务器不收');
    expect(session.refusedFields({ not_a_field: '无处显示', input_title: 42 })).toBe(false);
    expect(session.getSnapshot().validation).toBeNull();
    expect(
      session.refusedFields({ input_title: '标题含有不允许的字', radio_kind: '类型已停用', not_a_field: '无处显示' }),
    ).toBe(true);
    expect(session.getSnapshot().validation?.errors).toEqual({
      input_title: '标题含有不允许的字',
      radio_kind: '类型已停用',
    });
    expect(session.getSnapshot().values).toMatchObject({ input_title: '服务器不收' });
    session.edit('input_title', '改过了');
    expect(session.getSnapshot().validation?.errors).toEqual({ radio_kind: '类型已停用' });
  });
});

describe('never losing input: the local copy after 500 ms, the server draft after 3 s', () => {
  it('saves nothing before the user edits', async () => {
    const { session, local, drafts } = setUp();
    session.reset({ input_title: '恢复的' });
    await jest.advanceTimersByTimeAsync(DRAFT_SAVE_DELAY * 2);
    expect(local).toEqual([]);
    expect(drafts).toEqual([]);
  });

  it('saves the latest values once the edits settle', async () => {
    const { session, local, drafts } = setUp();
    session.edit('input_title', 'a');
    await jest.advanceTimersByTimeAsync(LOCAL_SAVE_DELAY - 1);
    session.edit('input_title', 'ab');
    await jest.advanceTimersByTimeAsync(LOCAL_SAVE_DELAY - 1);
    expect(local).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(local).toEqual([{ radio_kind: 'a', input_title: 'ab' }]);
    expect(drafts).toEqual([]);
    await jest.advanceTimersByTimeAsync(DRAFT_SAVE_DELAY - LOCAL_SAVE_DELAY - 1);
    expect(drafts).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(drafts).toEqual([{ radio_kind: 'a', input_title: 'ab' }]);
  });

  it('saveNow writes the local copy at once and drops the pending saves (a submit follows)', async () => {
    const { session, local, drafts } = setUp();
    session.edit('input_title', 'a');
    session.saveNow();
    expect(local).toEqual([{ radio_kind: 'a', input_title: 'a' }]);
    await jest.advanceTimersByTimeAsync(DRAFT_SAVE_DELAY * 2);
    expect(local).toHaveLength(1);
    expect(drafts).toEqual([]);
  });

  it('without a draft saver (anonymous, or editing a record) only the local copy is kept', async () => {
    const local: FormValues[] = [];
    const anonymous = createFormSession(model, {}, { saving: { local: (v) => local.push(v) } });
    anonymous.edit('input_title', 'a');
    await jest.advanceTimersByTimeAsync(DRAFT_SAVE_DELAY);
    expect(local).toEqual([{ input_title: 'a' }]);
  });

  it('a failed draft changes nothing: the next edit saves a draft again', async () => {
    const draft = jest.fn(() => Promise.reject(new Error('offline')));
    const session = createFormSession(model, {}, { saving: { draft } });
    session.edit('input_title', 'a');
    await jest.advanceTimersByTimeAsync(DRAFT_SAVE_DELAY);
    session.edit('input_title', 'ab');
    await jest.advanceTimersByTimeAsync(DRAFT_SAVE_DELAY);
    expect(draft.mock.calls).toEqual([[{ input_title: 'a' }], [{ input_title: 'ab' }]]);
    expect(session.getSnapshot().values).toEqual({ input_title: 'ab' });
  });

  it('a looked-up fill after an edit is saved too; leaving the form drops the pending saves', async () => {
    const { session, linkage, local } = setUp();
    session.edit('input_title', '陈经理');
    await jest.advanceTimersByTimeAsync(LOCAL_SAVE_DELAY);
    linkage[0]!.answer.resolve({ content: [{ id: 'v1', content: { editor_content: '计划' } }] });
    await jest.advanceTimersByTimeAsync(LOCAL_SAVE_DELAY);
    expect(local.at(-1)).toMatchObject({ input_title: '陈经理', editor_content: '计划' });

    session.edit('input_title', '改了');
    session.dispose();
    await jest.advanceTimersByTimeAsync(DRAFT_SAVE_DELAY);
    expect(local.at(-1)).toMatchObject({ input_title: '陈经理' });
  });
});
