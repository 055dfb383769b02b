/** The home feature's door for other features: opening an app the way the home does (the portal's app grid). */
export { openApp } from './parts/AppTile';
