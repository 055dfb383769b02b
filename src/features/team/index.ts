/** The team feature's door: the home's links into the team screens, and the work areas permissions open. */
export { TeamLinks } from './TeamLinks';
export { usePermissionCodes, useWorkAreas } from './use-permissions';
