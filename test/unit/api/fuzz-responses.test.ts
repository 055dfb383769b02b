/**
 * Malformed answers through the client's api schemas (fast-check): whatever a server sends as `data`, a call either
 * resolves with what its schema read or rejects with the schema error (ApiError 'schema'), never with a crash
 * (a TypeError from reading a field of something that is not there).
 */
import fc from 'fast-check';

import { analysisPanels, controlBoard } from '../../../src/api/analysis';
import { appDetail, myPermissions } from '../../../src/api/apps';
import { documentComments, documentDetail, preDownload } from '../../../src/api/documents';
import { ApiError } from '../../../src/api/errors';
import { duplicateCheck } from '../../../src/api/forms';
import { homeCounters, lastUsedApps, myApps } from '../../../src/api/home';
import { joinedOrganizations } from '../../../src/api/platform';
import { commentsOn, recordComments } from '../../../src/api/records';
import { notificationList, taskDetail, todoTasks } from '../../../src/api/tasks';

// The calls never reach Taro: the transport below is replaced. Taro's runtime does not load under the unit project.
jest.mock('@tarojs/taro', () => ({ __esModule: true, default: { getStorageSync: () => '', setStorageSync: () => undefined, removeStorageSync: () => undefined } }));
jest.mock('../../../src/api/layer-request', () => ({ layerRequest: jest.fn() }));
jest.mock('../../../src/api/interceptors/index', () => ({ requestLayerInstalled: () => true }));
jest.mock('../../../src/api/error-effects', () => ({ toast: jest.fn() }));

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { layerRequest } = require('../../../src/api/layer-request') as { layerRequest: jest.Mock };

const CALLS: [string, () => Promise<unknown>][] = [
  ['appDetail', () => appDetail('app-1')],
  ['myPermissions', () => myPermissions('app-1')],
  ['analysisPanels', () => analysisPanels('app-1')],
  ['controlBoard', () => controlBoard()],
  ['documentDetail', () => documentDetail('doc-1')],
  ['documentComments', () => documentComments('doc-1', 1)],
  ['preDownload', () => preDownload({ fileId: 'f' }, true)],
  ['duplicateCheck', () => duplicateCheck('/x/duplicate-check', { key: 'k', value: 1 })],
  ['myApps', () => myApps()],
  ['lastUsedApps', () => lastUsedApps()],
  ['homeCounters', () => homeCounters()],
  ['joinedOrganizations', () => joinedOrganizations()],
  ['commentsOn', () => commentsOn('app-1', 'form-1')],
  ['recordComments', () => recordComments({ appId: 'app-1', formId: 'form-1', dataId: 'd-1' })],
  ['todoTasks', () => todoTasks({ page: 1, size: 20 })],
  ['notificationList', () => notificationList({ page: 1, size: 20 })],
  ['taskDetail', () => taskDetail('t-1')],
];

/** Data that is rarely what a call expects: any JSON, or objects and lists of the wrong things. */
const malformed = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.array(fc.oneof(fc.constant(null), fc.integer(), fc.string(), fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }))), { maxLength: 4 }),
  fc.dictionary(fc.constantFrom('content', 'data', 'id', 'list', 'items', 'totalElements', 'name', 'fileId', 'task', 'duplicate', 'on'), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 6 }),
);

describe('fuzzed answers through the api schemas', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('1,020 malformed answers: each resolves or rejects with the schema error, never a crash', async () => {
    let schemaErrors = 0;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...CALLS), malformed, async ([, call], data) => {
        layerRequest.mockResolvedValueOnce({ statusCode: 200, header: {}, data: { code: 0, message: 'success', data } });
        try {
          await call();
        } catch (error) {
          expect(error).toBeInstanceOf(ApiError);
          expect((error as ApiError).row).toBe('schema');
          schemaErrors += 1;
        }
      }),
      { numRuns: 1020, seed: 19 },
    );
    // Most of the answers are refused: the schemas do check.
    expect(schemaErrors).toBeGreaterThan(500);
  });
});
