/** The team screens' internal paths (spec §2 "Create or join organisation", "Team management"). */
export const TEAM_PATHS = {
  joinIndex: '/team/joinTeam/index',
  join: '/team/joinTeam/join',
  create: '/team/joinTeam/create',
  result: '/team/joinTeam/addResults',
  management: '/team/teamManagement/index',
  applications: '/team/teamManagement/memberApplication',
  memberList: '/team/teamManagement/memberList',
  userInfo: '/team/teamManagement/userInfo',
  share: '/team/teamManagement/Share',
} as const;

/** A path with its query (values encoded; empty ones left out). */
export function withQuery(path: string, query: Record<string, string | undefined>): string {
  const pairs = Object.entries(query).filter(([, v]) => v !== undefined && v !== '');
  return pairs.length ? `${path}?${pairs.map(([k, v]) => `${k}=${encodeURIComponent(v!)}`).join('&')}` : path;
}
