/** The store's install jobs: installing until the work ran, then forgotten (success) or failed with a message. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { InstallJobs } from '../src/data/install-jobs.js';
import { ApiError } from '../src/errors.js';

const ran = () => new Promise((resolve) => setImmediate(resolve));

describe('install jobs', () => {
  it('is installing until the work has run; success leaves no job', async () => {
    const jobs = new InstallJobs();
    let done = false;
    jobs.start('t1', 'p1', () => {
      done = true;
    });
    assert.deepEqual(jobs.state('t1', 'p1'), { status: 'INSTALLING', message: null });
    assert.throws(() => jobs.start('t1', 'p1', () => {}), /该应用包正在安装/);
    assert.equal(jobs.state('t2', 'p1'), null);
    await ran();
    assert.ok(done);
    assert.equal(jobs.state('t1', 'p1'), null);
  });

  it("keeps a refusal's message, and the catalogue's 500 message for anything else, until started again", async () => {
    const jobs = new InstallJobs();
    jobs.start('t1', 'p1', () => {
      throw ApiError.badRequest('该应用包已安装');
    });
    const error = console.error;
    console.error = () => {};
    jobs.start('t1', 'p2', () => {
      throw new Error('disk full');
    });
    await ran();
    console.error = error;
    assert.deepEqual(jobs.state('t1', 'p1'), { status: 'FAILED', message: '该应用包已安装' });
    assert.deepEqual(jobs.state('t1', 'p2'), { status: 'FAILED', message: '服务器繁忙' });
    jobs.start('t1', 'p1', () => {});
    assert.equal(jobs.state('t1', 'p1')?.status, 'INSTALLING');
  });
});
