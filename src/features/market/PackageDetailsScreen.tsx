import { Text, View } from '@tarojs/components';
import Taro, { useRouter } from '@tarojs/taro';

import { useInstall, usePackages } from './packages';
import { MARKET_TEXT } from './text';
import { offersInstall } from '../../domain/shell/offers';
import { Button } from '../../ui/Button';
import { ErrorView } from '../../ui/ErrorView';
import { Screen } from '../../ui/Screen';
import { usePermissionCodes } from '../team';
import './market.css';

/**
 * Package details (alias /platform/marketInfo?id=): what the package holds, and install into the organisation for
 * those holding `app:install` (issue 42 item 6).
 */
export default function PackageDetails() {
  const { params } = useRouter();
  const id = params.id ?? '';
  const packages = usePackages();
  const install = useInstall();
  const mayInstall = offersInstall(usePermissionCodes());

  if (packages.status === 'pending') return <Screen className="market" />;
  const pkg = packages.data?.find((p) => p.id === id);
  if (!pkg) {
    return (
      <Screen>
        <ErrorView
          title={packages.status === 'error' ? MARKET_TEXT.failed : MARKET_TEXT.notFound}
          actions={<Button onClick={() => void packages.refetch()}>{MARKET_TEXT.retry}</Button>}
        />
      </Screen>
    );
  }

  const installed = pkg.installed || install.isSuccess;
  const start = () =>
    install.mutate(pkg.id, { onSuccess: () => void Taro.showToast({ title: MARKET_TEXT.installDone, icon: 'success' }) });
  return (
    <Screen className="market">
      <View className="market__title" role="heading" aria-level={1}>
        <Text>{pkg.name}</Text>
      </View>
      {pkg.category ? <Text className="market__meta">{pkg.category}</Text> : null}
      {pkg.description ? <Text className="market__hint">{pkg.description}</Text> : null}
      <View className="market__section">
        <Text className="market__name">{MARKET_TEXT.apps}</Text>
        {pkg.apps.map((app) => (
          <View key={app.key} className="ware-card" data-testid="package-app">
            <Text>{app.name}</Text>
            {app.description ? <Text className="market__hint">{app.description}</Text> : null}
          </View>
        ))}
      </View>
      {/* Installed is worth saying to everyone; installing is offered only to those who may (the server refuses others). */}
      {installed || mayInstall ? (
        <Button type="primary" block disabled={installed || install.isPending} onClick={start}>
          {installed ? MARKET_TEXT.installed : install.isPending ? MARKET_TEXT.installing : MARKET_TEXT.install}
        </Button>
      ) : null}
    </Screen>
  );
}
