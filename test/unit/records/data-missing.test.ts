import { ERROR_TEXT } from '@/domain/messages';
import {
  dataMissingBehaviour,
  type DataMissingBehaviour,
  type DataMissingContext,
} from '@/domain/records/data-missing';
import { DATA_MISSING_TEXT } from '@/domain/records/messages';

describe('数据不存在 (calls-and-errors.md §8: 404 with detail 数据不存在, in its three contexts)', () => {
  it.each<{ case: string; context: DataMissingContext; expected: DataMissingBehaviour }>([
    {
      case: "form info page: modal 'no permission to view this data or it was deleted'",
      context: { page: 'formInfo', appMode: false },
      expected: { kind: 'modal', text: '您无权查看该数据或数据已被删除', backToNativeApp: false },
    },
    {
      case: 'form info page in app mode: still the form info modal, no return',
      context: { page: 'formInfo', appMode: true },
      expected: { kind: 'modal', text: '您无权查看该数据或数据已被删除', backToNativeApp: false },
    },
    { case: 'to-do list: resolves', context: { page: 'todo', appMode: false }, expected: { kind: 'resolve' } },
    {
      case: 'to-do list in app mode: resolves',
      context: { page: 'todo', appMode: true },
      expected: { kind: 'resolve' },
    },
    {
      case: "otherwise in app mode: modal 'data has been deleted' and return to the native app",
      context: { page: 'default', appMode: true, serverMessage: 'x' },
      expected: { kind: 'modal', text: '数据已被删除', backToNativeApp: true },
    },
    {
      case: "otherwise: a toast with the server's message",
      context: { page: 'default', appMode: false, serverMessage: '记录不存在' },
      expected: { kind: 'toast', text: '记录不存在' },
    },
    {
      case: 'otherwise without a message: a toast of 数据不存在',
      context: { page: 'default', appMode: false, serverMessage: ' ' },
      expected: { kind: 'toast', text: '数据不存在' },
    },
  ])('$case', ({ context, expected }) => {
    expect(dataMissingBehaviour(context)).toEqual(expected);
  });

  it('the texts are the ones of the error catalogue (one place, domain/messages.ts)', () => {
    expect(DATA_MISSING_TEXT).toEqual({
      detail: ERROR_TEXT.dataNotFoundDetail,
      noPermissionOrDeleted: ERROR_TEXT.dataNoPermissionOrDeleted,
      deleted: ERROR_TEXT.dataDeleted,
    });
    expect(DATA_MISSING_TEXT.detail).toBe('数据不存在');
  });
});
