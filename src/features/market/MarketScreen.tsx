import { Text, View } from '@tarojs/components';
import Taro, { useReachBottom } from '@tarojs/taro';

import { usePackages } from './packages';
import { MARKET_TEXT, statusText } from './text';
import { rowsOf } from '../../data';
import { PATHS } from '../../routes';
import { useSession } from '../../stores/session';
import { pressable } from '../../ui/a11y';
import { Button } from '../../ui/Button';
import { Screen } from '../../ui/Screen';
import './market.css';
import { SignInNeeded } from '../session';

/** Application market (alias /platform/market): the store's packages, each marked by how it stands in the organisation. */
export default function Market() {
  const token = useSession((s) => s.token);
  const packages = usePackages(!!token);
  const rows = rowsOf(packages);
  const more = () => void (packages.hasNextPage && !packages.isFetching && packages.fetchNextPage());
  useReachBottom(more);

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
      {packages.data && rows.length === 0 ? <Text className="market__hint">{MARKET_TEXT.empty}</Text> : null}
      {packages.data ? (
        <View role="list">
          {rows.map((p) => (
            <View key={p.id} className="ware-card" role="listitem" data-testid="package" onClick={() => open(p.id)}>
              <Text className="market__name" {...pressable(() => open(p.id), p.name)}>
                {p.name}
              </Text>
              <Text className="market__meta">
                {[p.category, statusText(p.installStatus)].filter(Boolean).join(' · ')}
              </Text>
              {p.description ? <Text className="market__hint">{p.description}</Text> : null}
            </View>
          ))}
        </View>
      ) : null}
      {packages.hasNextPage ? (
        <Button block fill="none" loading={packages.isFetchingNextPage} onClick={more}>
          {MARKET_TEXT.more}
        </Button>
      ) : null}
    </Screen>
  );
}
