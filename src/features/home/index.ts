/** The home feature's door for other features: an app's tile that opens it the way the home does (the portal's app grid). */
export { AppTile } from './parts/AppTile';
