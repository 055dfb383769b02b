import { Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';

import { usePackages } from './packages';
import { MARKET_TEXT } from './text';
import { PATHS } from '../../routes';
import { useSession } from '../../stores/session';
import { pressable } from '../../ui/a11y';
import { Button } from '../../ui/Button';
import { Screen } from '../../ui/Screen';
import './market.css';
import { SignInNeeded } from '../session';

/** Application market (alias /platform/market): the app packages, marked installed in the current organisation. */
export default function Market() {
  const token = useSession((s) => s.token);
  const packages = usePackages(!!token);

  const open = (id: string) => void Taro.navigateTo({ url: `${PATHS.packageDetails}?id=${encodeURIComponent(id)}` });

  if (!token) {
    return <SignInNeeded className="market" needs="user" />;
  }
  return (
    <Screen className="market">
      {packages.status === 'error' ? (
        <View>
          <Text className="market__hint">{MARKET_TEXT.failed}</Text>
          <Button size="small" onClick={() => void packages.refetch()}>
            {MARKET_TEXT.retry}
          </Button>
        </View>
      ) : null}
      {packages.data?.length === 0 ? <Text className="market__hint">{MARKET_TEXT.empty}</Text> : null}
      {packages.data ? (
        <View role="list">
          {packages.data.map((p) => (
            <View key={p.id} className="ware-card" role="listitem" data-testid="package" onClick={() => open(p.id)}>
              <Text className="market__name" {...pressable(() => open(p.id), p.name)}>
                {p.name}
              </Text>
              <Text className="market__meta">
                {[p.category, p.installed ? MARKET_TEXT.installed : ''].filter(Boolean).join(' · ')}
              </Text>
              {p.description ? <Text className="market__hint">{p.description}</Text> : null}
            </View>
          ))}
        </View>
      ) : null}
    </Screen>
  );
}
