import { Text } from '@tarojs/components';
import Taro, { useDidShow } from '@tarojs/taro';
import { useState } from 'react';

import { ErrorView } from '../../components/ErrorView';
import { Screen } from '../../components/Screen';
import { PATHS } from '../../routes';
import { readDenial, type StoredDenial } from '../../stores/access-denial';
import { Button } from '../../ui/Button';

/** Shown when no denial was stored (the page opened directly): the platform's generic APP_NOT_PUBLIC wording. */
const FALLBACK: StoredDenial = { title: '无法访问', description: '抱歉,您无权访问该页面,请先获取权限' };

/**
 * Restricted access (alias /app/view/restrictedAccess, type=noPermission): the title and description of the
 * denial (spec §8) that replaced the page the user tried to open.
 */
export default function RestrictedAccess() {
  const [denial, setDenial] = useState<StoredDenial | null>(null);
  useDidShow(() => setDenial(readDenial() ?? FALLBACK));

  if (!denial) return <Screen />;
  return (
    <Screen>
      <ErrorView
        title={denial.title}
        description={denial.description || undefined}
        actions={
          <Button type="primary" onClick={() => void Taro.reLaunch({ url: PATHS.home })}>
            <Text>返回工作台</Text>
          </Button>
        }
      />
    </Screen>
  );
}
