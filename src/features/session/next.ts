import Taro from '@tarojs/taro';

import type { Next } from './sign-in';
import { PATHS } from '../../routes';

/** Opens what follows a sign-in: the remembered page (or home) on a fresh stack, or the organisation choice. */
export async function goNext(next: Next): Promise<void> {
  if (next.kind === 'home') await Taro.reLaunch({ url: next.url });
  else await Taro.redirectTo({ url: PATHS.selectTenant });
}
