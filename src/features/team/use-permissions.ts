import { myPermissions } from '../../api/my-permissions';
import { useLoad } from '../../data';
import { managementEntries, type ManagementEntry } from '../../domain/team/management';
import { workAreas, type WorkArea } from '../../domain/team/work-areas';

/** The management entries the person's organisation permissions open (GET /platform/my-permissions). */
export function useManagementEntries(enabled = true): { entries: ManagementEntry[] | undefined; failed: boolean } {
  const load = useLoad(['team', 'my-permissions'], myPermissions, { enabled });
  return { entries: load.data ? managementEntries(load.data.map((p) => p.code)) : undefined, failed: load.status === 'error' };
}

/** The permission codes the person holds in the organisation (undefined until they answer; the market's 安装). */
export function usePermissionCodes(): string[] | undefined {
  return useLoad(['team', 'my-permissions'], myPermissions).data?.map((p) => p.code);
}

/** The work areas the home and the member centre offer (the member centre at once, the others once permitted). */
export function useWorkAreas(): WorkArea[] {
  const load = useLoad(['team', 'my-permissions'], myPermissions);
  return workAreas(load.data?.map((p) => p.code));
}
