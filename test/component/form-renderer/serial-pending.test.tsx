/** A server-numbered code control before submit (issue 36): the last number its rule gave, read with /dict/snoRule/get. */
import { screen, waitFor } from '@testing-library/react';

import type { FlatField } from '../../../src/domain/form-engine';
import { SerialPending } from '../../../src/features/form-renderer/editors/SerialPending';
import { RelationContext } from '../../../src/features/form-renderer/relations/context';
import { useSession } from '../../../src/stores/session';
import { resetClient } from '../support/client-reset';
import { mount } from '../support/screen';
import { answerByRoute, harness } from '../support/taro';

jest.mock('@tarojs/taro', () => jest.requireActual<typeof import('../support/taro')>('../support/taro').taroFactory());

const ok = (data: unknown) => Promise.resolve({ statusCode: 200, data: { code: 0, message: 'success', data } });
const FIELD = { key: 'code_no', control: { key: 'code_no', type: 'code', options: { format: 'BF{0000}' } } } as unknown as FlatField;
const FORM = { appId: 'app-1', formId: 'f-1', appType: null, dataId: null };

const render = (form: typeof FORM | null) =>
  mount(
    <RelationContext.Provider value={{ form, linkStatus: {} }}>
      <SerialPending id="field-code_no" field={FIELD} />
    </RelationContext.Provider>,
  );

beforeEach(() => {
  resetClient();
  harness.reset();
});

describe('the code control before submit', () => {
  it('names the last number of its rule for a signed-in person', async () => {
    useSession.getState().setTokens({ accessToken: 'at-1', idToken: 'x.eyJzdWIiOiIxMDAwMyIsInRpZCI6IjEwMDEifQ.x', refreshToken: 'rt-1' });
    const sent: unknown[] = [];
    answerByRoute({
      'POST /dict/snoRule/get': (req) => {
        sent.push(req.data);
        return ok({ ruleKey: 'f-1.code_no', value: 7, sno: 'BF0007' });
      },
    });
    await render(FORM);
    await waitFor(() => expect(screen.getByTestId('serial-code_no').textContent).toBe('提交后自动生成编号（上一个：BF0007）'));
    expect(sent).toEqual([{ ruleKey: 'f-1.code_no', prefix: 'BF', length: 4 }]);
  });

  it('asks nothing in a preview (no form) or for an anonymous visitor', async () => {
    const calls = answerByRoute({});
    await render(null);
    expect(screen.getByTestId('serial-code_no').textContent).toBe('提交后自动生成编号');
    await render(FORM);
    expect(calls).toEqual([]);
  });
});
