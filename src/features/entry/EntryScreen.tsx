import { Text } from '@tarojs/components';
import Taro, { useLoad } from '@tarojs/taro';

import { entryTarget } from '../../domain/routing/entry-target';
import { Screen } from '../../ui/Screen';

/** The temp entry (spec §2): forwards to the application index, keeping the rest of the address. */
export default function Entry() {
  useLoad((query: Record<string, string | undefined>) => {
    void Taro.redirectTo({ url: entryTarget(query) });
  });
  return (
    <Screen>
      <Text>加载中...</Text>
    </Screen>
  );
}
