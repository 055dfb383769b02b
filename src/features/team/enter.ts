import Taro from '@tarojs/taro';

import { PATHS } from '../../routes';
import { enterOrganisation } from '../session';

/** Enters an organisation just joined or created (a token for it), then opens platform home on a fresh stack. */
export async function enterAndGoHome(id: string, name: string): Promise<void> {
  await enterOrganisation({ id, name });
  await Taro.reLaunch({ url: PATHS.home });
}
