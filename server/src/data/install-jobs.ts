/**
 * The application store's installs in progress (POST /warestore/application-packages starts one, GET
 * /warestore/application-packages/{id} reads it). A job lives in this process only: it runs here, a restart ends it,
 * and an install that finished is read from the apps table itself, so only "installing" and "failed" are kept.
 */
import { ApiError } from '../errors.js';

export type InstallStatus = 'NOT_INSTALLED' | 'INSTALLING' | 'INSTALLED' | 'FAILED';

interface Job {
  status: 'INSTALLING' | 'FAILED';
  message: string | null;
}

/** What a failed install tells the user: the refusal's own message, else the catalogue's 500 message. */
const BUSY = '服务器繁忙';

export class InstallJobs {
  private readonly jobs = new Map<string, Job>();

  private static key = (tenantId: string, packageId: string) => `${tenantId}\u0000${packageId}`;

  /** The job's state, or null when no job is running or failed for the package in the organisation. */
  state(tenantId: string, packageId: string): Job | null {
    return this.jobs.get(InstallJobs.key(tenantId, packageId)) ?? null;
  }

  /**
   * Starts the install: answered "installing" at once, the work runs after the answer is sent. Success forgets the
   * job (the apps table then says installed); a failure keeps its message until the next start.
   */
  start(tenantId: string, packageId: string, work: () => void): void {
    const key = InstallJobs.key(tenantId, packageId);
    if (this.jobs.get(key)?.status === 'INSTALLING') throw ApiError.badRequest('该应用包正在安装');
    this.jobs.set(key, { status: 'INSTALLING', message: null });
    setImmediate(() => {
      try {
        work();
        this.jobs.delete(key);
      } catch (error) {
        const message = error instanceof ApiError && error.status < 500 ? error.message : BUSY;
        if (!(error instanceof ApiError)) console.error('[warestore] install failed', error);
        this.jobs.set(key, { status: 'FAILED', message });
      }
    });
  }
}
