import { Text, View } from '@tarojs/components';
import Taro, { useRouter } from '@tarojs/taro';

import { ErrorView } from '../../../components/ErrorView';
import { Screen } from '../../../components/Screen';
import { PATHS } from '../../../routes';
import { Button } from '../../../ui/Button';

/**
 * Application index. Opening an application (access check, entries) is issue 5 and not built yet: until then the
 * screen says so plainly and shows which application the address asked for.
 */
export default function AppIndex() {
  const { params } = useRouter();
  const asked = params.shortCode ?? params.appId ?? params.Appid ?? params.key ?? '';
  return (
    <Screen>
      <ErrorView
        title="应用首页暂未开放"
        description="打开应用的功能正在建设中，敬请期待。"
        actions={
          // Until issue 5, the way from the root to sign-in and the platform home (issue 4).
          <Button type="primary" onClick={() => void Taro.navigateTo({ url: PATHS.home })}>
            进入工作台
          </Button>
        }
      />
      {asked ? (
        <View className="app-index__asked">
          <Text>应用标识：</Text>
          <Text data-testid="app-ref">{decodeURIComponent(asked)}</Text>
        </View>
      ) : null}
    </Screen>
  );
}
