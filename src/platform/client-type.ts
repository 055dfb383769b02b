import type { ClientType } from '../domain/access/access-decision';

/** The client type an app's access config is checked against (spec §3 clientTypes): the mini program. */
export const CLIENT_TYPE: ClientType = 'WEAPP';
