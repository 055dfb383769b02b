/**
 * The form's rich-text control on H5 (issue 35): the toolbar's buttons say with aria-pressed whether a format is on
 * and toggle it; whatever the editor holds reaches the field's value through the one sanitiser; leaving the editor
 * saves the text with rich-texts/save for this form's field, updating the same text the next time.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';

import { flattenForm, parseFormScript } from '../../../src/domain/form-engine';
import { FieldControl } from '../../../src/features/form-renderer';
import { RelationContext } from '../../../src/features/form-renderer/relations/context';
import { useSession } from '../../../src/stores/session';
import { resetClient } from '../support/client-reset';
import { idle, mount, press } from '../support/screen';
import { answerByRoute, harness } from '../support/taro';

jest.mock('@tarojs/taro', () => jest.requireActual<typeof import('../support/taro')>('../support/taro').taroFactory());

const ok = (data: unknown) => Promise.resolve({ statusCode: 200, data: { code: 0, message: 'success', data } });
const [FIELD] = flattenForm(parseFormScript({ list: [{ key: 'editor_body', type: 'editor', name: '正文', options: {}, rules: [] }] }));
const FORM = { appId: 'app-1', formId: 'form-1', appType: null, dataId: null };

/** The field as the form holds it: every value it reports is kept and given back. */
function Kept({ edits }: { edits: unknown[] }) {
  const [value, setValue] = useState<unknown>('<p>原有</p>');
  const edit = (_key: string, v: unknown) => {
    edits.push(v);
    setValue(v);
  };
  return (
    <RelationContext.Provider value={{ form: FORM, linkStatus: {} }}>
      <FieldControl field={FIELD!} state={{ hidden: false, readOnly: false, required: false }} value={value} onEdit={edit} onBlur={() => undefined} />
    </RelationContext.Provider>
  );
}

/**
 * jsdom has no editing commands: bold here wraps the text in <strong> and unwraps it, as a browser does, so the test
 * drives the editor's own logic (which command, when it is on, what reaches the value), not a browser's.
 */
function fakeBold(box: HTMLElement) {
  const isBold = () => box.querySelector('strong') !== null;
  Object.assign(document, {
    queryCommandState: (command: string) => command === 'bold' && isBold(),
    queryCommandValue: () => 'p',
    execCommand: jest.fn((command: string) => {
      if (command !== 'bold') return false;
      const p = box.querySelector('p')!;
      p.innerHTML = isBold() ? p.querySelector('strong')!.innerHTML : `<strong>${p.innerHTML}</strong>`;
      return true;
    }),
  });
}

beforeEach(() => {
  resetClient();
  harness.reset();
  useSession.getState().setTokens({ accessToken: 'at-1', idToken: 'x.eyJzdWIiOiIxMDAwMyIsInRpZCI6IjEwMDEifQ.x', refreshToken: 'rt-1' });
});

it('the toolbar toggles bold (aria-pressed follows) and the value is the sanitised HTML; leaving saves it for the field', async () => {
  const saved: unknown[] = [];
  answerByRoute({
    'POST /bigtable/rich-texts/save': (req) => {
      saved.push(req.data);
      return ok({ id: 'rt-1', content: (req.data as { content: string }).content });
    },
  });
  const edits: unknown[] = [];
  await mount(<Kept edits={edits} />);
  // Loaded lazily: the editor arrives with the form's HTML in it.
  const box = await screen.findByRole('textbox', { name: '正文' });
  expect(box.innerHTML).toBe('<p>原有</p>');
  fakeBold(box);

  const bold = screen.getByRole('button', { name: '加粗' });
  expect(bold.getAttribute('aria-pressed')).toBe('false');
  await press(bold);
  expect(bold.getAttribute('aria-pressed')).toBe('true');
  expect(edits.at(-1)).toBe('<p><strong>原有</strong></p>');
  await press(bold);
  expect(bold.getAttribute('aria-pressed')).toBe('false');
  expect(edits.at(-1)).toBe('<p>原有</p>');

  // A paste with a script, a handler and a foreign image: only the text and its allowed tags reach the value.
  box.innerHTML = '<p onclick="x()">说明<script>window.x=1</script><img src="https://evil.test/a.png"></p><ul><li>一</li></ul>';
  fireEvent.input(box);
  expect(edits.at(-1)).toBe('<p>说明</p><ul><li>一</li></ul>');

  fireEvent.blur(box);
  await idle();
  await waitFor(() => expect(saved).toEqual([{ content: '<p>说明</p><ul><li>一</li></ul>', formId: 'form-1', fieldKey: 'editor_body' }]));
  // The next change updates the text saved before instead of saving another.
  box.innerHTML = '<h2>标题</h2>';
  fireEvent.input(box);
  fireEvent.blur(box);
  await waitFor(() => expect(saved).toHaveLength(2));
  expect(saved[1]).toEqual({ id: 'rt-1', content: '<h2>标题</h2>', formId: 'form-1', fieldKey: 'editor_body' });
});

it('an emptied editor is an empty field, not a value', async () => {
  const edits: unknown[] = [];
  await mount(<Kept edits={edits} />);
  const box = await screen.findByRole('textbox', { name: '正文' });
  box.innerHTML = '<p><br></p>';
  fireEvent.input(box);
  expect(edits.at(-1)).toBeNull();
});
