/**
 * The mini program's subscription prompt: asked for the scene's configured template, the answer remembered per user
 * and template and reported to the server; a refused or banned template is never asked again; nothing is asked
 * without a session or for a scene without a template; a failed prompt remembers nothing.
 */
import { saveSubscription } from '../../../src/api/notify';
import { SUBSCRIBE_TEMPLATES } from '../../../src/config';
import { answersKey } from '../../../src/domain/notify/subscribe';
import { offerSubscription } from '../../../src/features/notify/offer-subscription';
import { storage } from '../../../src/platform/storage';
import { useSession } from '../../../src/stores/session';

const mockPrompt = { answer: 'accept' as string | Error, calls: [] as string[][] };
jest.mock('@tarojs/taro', () => {
  const taro = jest.requireActual<typeof import('../support/taro')>('../support/taro').taroFactory();
  const extra = {
    requestSubscribeMessage: ({ tmplIds }: { tmplIds: string[] }) => {
      mockPrompt.calls.push(tmplIds);
      if (mockPrompt.answer instanceof Error) return Promise.reject(mockPrompt.answer);
      return Promise.resolve({ errMsg: 'requestSubscribeMessage:ok', ...Object.fromEntries(tmplIds.map((id) => [id, mockPrompt.answer])) });
    },
  };
  return { ...taro, ...extra, default: { ...taro.default, ...extra } };
});
jest.mock('../../../src/features/notify/offer-subscription', () => jest.requireActual('../../../src/features/notify/offer-subscription.ts'));
jest.mock('../../../src/api/notify', () => ({ saveSubscription: jest.fn(() => Promise.resolve([])) }));

const saved = saveSubscription as jest.MockedFunction<typeof saveSubscription>;
const TASK = SUBSCRIBE_TEMPLATES.TASK_ASSIGNED!;

beforeEach(() => {
  localStorage.clear();
  Object.assign(mockPrompt, { answer: 'accept', calls: [] });
  saved.mockClear();
  useSession.setState({ token: 'Bearer t', userId: '10002' });
});

describe('offerSubscription (mini program)', () => {
  it('asks for the scene’s template, remembers the answer and reports it', async () => {
    await offerSubscription('TASK_ASSIGNED');
    expect(mockPrompt.calls).toEqual([[TASK]]);
    expect(saved).toHaveBeenCalledWith('TASK_ASSIGNED', { [TASK]: 'accept' });
    expect(storage.get(answersKey('10002'))).toEqual({ [TASK]: 'accept' });
    // An accept allows one message: the next moment asks again.
    await offerSubscription('TASK_ASSIGNED');
    expect(mockPrompt.calls).toHaveLength(2);
  });

  it.each(['reject', 'ban'])('after %s the template is never asked again (for that user)', async (answer) => {
    mockPrompt.answer = answer;
    await offerSubscription('TASK_ASSIGNED');
    expect(saved).toHaveBeenCalledWith('TASK_ASSIGNED', { [TASK]: answer });
    await offerSubscription('TASK_ASSIGNED');
    expect(mockPrompt.calls).toHaveLength(1);
    useSession.setState({ userId: '10003' });
    await offerSubscription('TASK_ASSIGNED');
    expect(mockPrompt.calls).toHaveLength(2);
  });

  it('asks nothing without a session', async () => {
    useSession.setState({ token: null, userId: null });
    await offerSubscription('ORDER_STATUS');
    expect(mockPrompt.calls).toEqual([]);
    expect(saved).not.toHaveBeenCalled();
  });

  it('a failed prompt remembers and reports nothing', async () => {
    mockPrompt.answer = new Error('requestSubscribeMessage:fail can only be invoked by user TAP gesture.');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await offerSubscription('AFTER_SALE_STATUS');
    expect(saved).not.toHaveBeenCalled();
    expect(storage.get(answersKey('10002'))).toBeUndefined();
    warn.mockRestore();
  });
});
