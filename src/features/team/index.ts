/** The team feature's door: the home's links into the team screens. */
export { TeamLinks } from './TeamLinks';
