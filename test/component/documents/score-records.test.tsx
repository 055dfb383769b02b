/** A document's score records (issue 36): opened from the preview page, the score now above who scored how. */
import { screen } from '@testing-library/react';

import type { LibraryDocument } from '../../../src/api/documents';
import { DOCUMENT_TEXT } from '../../../src/domain/documents';
import { DocumentActions } from '../../../src/features/documents/DocumentActions';
import { useSession } from '../../../src/stores/session';
import { resetClient } from '../support/client-reset';
import { mount, press } from '../support/screen';
import { answerByRoute, harness } from '../support/taro';

jest.mock('@tarojs/taro', () => jest.requireActual<typeof import('../support/taro')>('../support/taro').taroFactory());

const ok = (data: unknown) => Promise.resolve({ statusCode: 200, data: { code: 0, message: 'success', data } });
const DOC = { id: 'doc-1', title: '员工手册', readCount: 0, fileId: 'f-1', name: '员工手册.pdf', fileType: 'pdf', commentCount: 0, score: { documentId: 'doc-1', average: 5, count: 1, myScore: null }, collected: false, member: true } as unknown as LibraryDocument;

beforeEach(() => {
  resetClient();
  harness.reset();
  useSession.getState().setTokens({ accessToken: 'at-1', idToken: 'x.eyJzdWIiOiIxMDAwMyIsInRpZCI6IjEwMDEifQ.x', refreshToken: 'rt-1' });
});

it('reads nothing until opened, then the score now and each record, and closes again', async () => {
  const calls = answerByRoute({
    'GET /cms/score/selectByDocumentId': () => ok({ documentId: 'doc-1', average: 4.5, count: 2, myScore: 4 }),
    'GET /cms/score/list': () =>
      ok([
        { score: 4, updateTime: '2026-05-03T02:00:00.000Z', user: { id: '10003', nickname: '张成员' } },
        { score: 5, updateTime: '2026-05-01T02:00:00.000Z', user: { id: '10001', nickname: '王管理' } },
      ]),
  });
  await mount(<DocumentActions doc={DOC} appId={null} />);
  expect(calls).toEqual([]);
  await press(screen.getByRole('button', { name: DOCUMENT_TEXT.scoreRecords }));
  expect((await screen.findByTestId('score-records')).textContent).toContain('4.5 分 · 2 人评分');
  expect(screen.getAllByTestId('score-record').map((r) => r.textContent)).toEqual(['张成员 ★★★★ 2026-05-03', '王管理 ★★★★★ 2026-05-01']);
  expect(calls.sort()).toEqual(['GET /cms/score/list', 'GET /cms/score/selectByDocumentId']);
  await press(screen.getByRole('button', { name: DOCUMENT_TEXT.hideScoreRecords }));
  expect(screen.queryByTestId('score-records')).toBeNull();
});
