import { config } from '../../config';
import { appOrigin } from '../../platform/origin';

/** The origins whose links are the platform's own: the product's H5 host and the app's origin. */
export function ownHosts(): string[] {
  return [config.h5Host, appOrigin(config.serverOrigin)].filter((h) => h !== '');
}
