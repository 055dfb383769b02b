import { orGone, taskPageSchema, taskDetailSchema } from '../../../src/api/schemas/tasks';

describe('approval schemas', () => {
  it.each([
    ['null (the call’s empty value)', null],
    ['[] (the layer’s default empty value)', []],
  ])('a gone task reads %s as null', (_, raw) => {
    expect(orGone(taskDetailSchema).parse(raw)).toBeNull();
  });

  it('a task detail passes; a malformed one is refused, not read as gone', () => {
    const detail = { task: { id: 't' }, instance: { id: 'pi' }, node: { id: 'n' }, actions: {} };
    expect(orGone(taskDetailSchema).parse(detail)?.actions.complete).toBe(false);
    expect(orGone(taskDetailSchema).safeParse({ task: {} }).success).toBe(false);
  });

  it('an item with an unknown engine flag falls back to the newer engine instead of failing the list', () => {
    const page = taskPageSchema.parse({ content: [{ id: 1, engine: 'V9', appId: 'a', formId: 'f', dataId: 'd', processInstanceId: 'p' }], totalElements: 1 });
    expect(page.content[0]!.engine).toBe('V2');
    expect(page.content[0]!.id).toBe('1');
  });
});
