export { pickLocation } from './pick-location';
export { takeLocationAnswer } from './location-requests';
export { openLocation } from './open-location';
