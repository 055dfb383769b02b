import { answersOf, parseTemplateIds, shouldAsk } from '../../../src/domain/notify/subscribe';

describe('subscribe-message rules', () => {
  it.each([
    ['no template configured', undefined, undefined, false],
    ['never asked', 't1', undefined, true],
    ['accepted before (one message per accept)', 't1', 'accept', true],
    ['refused', 't1', 'reject', false],
    ['banned by WeChat', 't1', 'ban', false],
    ['filtered by WeChat', 't1', 'filter', false],
  ] as const)('shouldAsk: %s', (_case, templateId, remembered, expected) => {
    expect(shouldAsk(templateId, remembered)).toBe(expected);
  });

  it.each([
    ['a map of the known scenes', '{"TASK_ASSIGNED":" t1 ","ORDER_STATUS":"t2"}', { TASK_ASSIGNED: 't1', ORDER_STATUS: 't2' }],
    ['unknown scenes and empty ids dropped', '{"NOPE":"x","PROCESS_STARTED":"","AFTER_SALE_STATUS":3}', {}],
    ['not JSON', '{oops', {}],
    ['nothing configured', undefined, {}],
    ['an empty map turns the prompts off', '{}', {}],
  ])('parseTemplateIds: %s', (_case, json, expected) => {
    expect(parseTemplateIds(json)).toEqual(expected);
  });

  it('answersOf keeps the asked templates with a known answer', () => {
    expect(answersOf({ errMsg: 'requestSubscribeMessage:ok', t1: 'accept', t2: 'maybe', t3: 'reject' }, ['t1', 't2', 't3', 't4'])).toEqual({ t1: 'accept', t3: 'reject' });
    expect(answersOf(null, ['t1'])).toEqual({});
  });
});
