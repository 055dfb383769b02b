/**
 * The mini program's rich-text control (rich-text/RichTextField.tsx, WeChat's Editor): each toolbar button formats
 * through the Editor's context (EditorContext.format with WeChat's name and value), and leaving the editor keeps the
 * sanitised HTML as the value and saves it with rich-texts/save. jsdom has no WeChat Editor: the Editor component and
 * the selector query that hands its context are replaced at the Taro boundary; the field's own code runs as it is.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';

import { flattenForm, parseFormScript } from '../../../src/domain/form-engine';
import { RelationContext } from '../../../src/features/form-renderer/relations/context';
import { useSession } from '../../../src/stores/session';
import { resetClient } from '../support/client-reset';
import { mount, press } from '../support/screen';
import { answerByRoute, harness } from '../support/taro';

// The mini program's file itself (a bare path resolves to the H5 variant in Jest, as in the H5 build).
const { RichTextField } = jest.requireActual<typeof import('../../../src/features/form-renderer/rich-text/RichTextField')>(
  '../../../src/features/form-renderer/rich-text/RichTextField.tsx',
);

/** The Editor's context as WeChat hands it through the selector query. */
const mockEditorContext = { format: jest.fn(), setContents: jest.fn() };

jest.mock('@tarojs/taro', () => {
  const taro = jest.requireActual<typeof import('../support/taro')>('../support/taro').taroFactory();
  const createSelectorQuery = () => {
    let answer: (res: unknown) => void = () => undefined;
    const query = {
      select: () => query,
      context: (cb: (res: unknown) => void) => {
        answer = cb;
        return query;
      },
      exec: () => answer({ context: mockEditorContext }),
    };
    return query;
  };
  return { ...taro, createSelectorQuery, default: { ...taro.default, createSelectorQuery } };
});

type EditorProps = { id: string; onReady: () => void; onInput: (e: { detail: { html: string } }) => void; onBlur: () => void; 'aria-label': string };
jest.mock('@tarojs/components', () => {
  const actual = jest.requireActual<Record<string, unknown>>('@tarojs/components');
  // WeChat's editor: ready once mounted; typing and leaving are driven by the test through its events.
  const Editor = ({ id, onReady, onInput, onBlur, ...rest }: EditorProps) => {
    jest.requireActual<typeof import('react')>('react').useEffect(onReady, []);
    return <textarea id={id} aria-label={rest['aria-label']} onChange={(e) => onInput({ detail: { html: e.target.value } })} onBlur={onBlur} />;
  };
  return { ...actual, Editor };
});

const ok = (data: unknown) => Promise.resolve({ statusCode: 200, data: { code: 0, message: 'success', data } });
const [FIELD] = flattenForm(parseFormScript({ list: [{ key: 'editor_body', type: 'editor', name: '正文', options: {}, rules: [] }] }));
const FORM = { appId: 'app-1', formId: 'form-1', appType: null, dataId: null };

function Kept({ edits }: { edits: unknown[] }) {
  const [value, setValue] = useState<unknown>('<p>原有</p>');
  const edit = (v: unknown) => {
    edits.push(v);
    setValue(v);
  };
  return (
    <RelationContext.Provider value={{ form: FORM, linkStatus: {} }}>
      <RichTextField id="field-editor_body" label="正文" placeholder="请输入" readOnly={false} field={FIELD!} value={value} edit={edit} blur={() => undefined} />
    </RelationContext.Provider>
  );
}

beforeEach(() => {
  resetClient();
  harness.reset();
  mockEditorContext.format.mockClear();
  mockEditorContext.setContents.mockClear();
  useSession.getState().setTokens({ accessToken: 'at-1', idToken: 'x.eyJzdWIiOiIxMDAwMyIsInRpZCI6IjEwMDEifQ.x', refreshToken: 'rt-1' });
});

it('each toolbar button formats through the Editor context with WeChat’s name and value', async () => {
  await mount(<Kept edits={[]} />);
  // Ready: the form's HTML is put into the editor through its context.
  await waitFor(() => expect(mockEditorContext.setContents).toHaveBeenCalledWith({ html: '<p>原有</p>' }));
  const expected: [string, [string, string?]][] = [
    ['加粗', ['bold', undefined]],
    ['斜体', ['italic', undefined]],
    ['标题', ['header', 'H2']],
    ['编号列表', ['list', 'ordered']],
    ['项目符号列表', ['list', 'bullet']],
  ];
  for (const [label, call] of expected) {
    mockEditorContext.format.mockClear();
    await press(screen.getByText(label));
    expect(mockEditorContext.format.mock.calls).toEqual([call]);
  }
});

it('leaving the editor keeps the sanitised HTML as the value and saves it for the field', async () => {
  const saved: unknown[] = [];
  answerByRoute({
    'POST /bigtable/rich-texts/save': (req) => {
      saved.push(req.data);
      return ok({ id: 'rt-1', content: (req.data as { content: string }).content });
    },
  });
  const edits: unknown[] = [];
  await mount(<Kept edits={edits} />);
  const box = screen.getByLabelText('正文');
  fireEvent.change(box, { target: { value: '<p><strong>加粗</strong><script>alert(1)</script><em onclick="x()">斜</em></p>' } });
  expect(edits.at(-1)).toBe('<p><strong>加粗</strong><em>斜</em></p>');
  fireEvent.blur(box);
  await waitFor(() => expect(saved).toHaveLength(1));
  expect(saved[0]).toMatchObject({ content: '<p><strong>加粗</strong><em>斜</em></p>', formId: 'form-1', fieldKey: 'editor_body' });
});
