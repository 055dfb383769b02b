import { Text, View } from '@tarojs/components';
import Taro, { useDidShow, useRouter } from '@tarojs/taro';
import { useCallback, useState } from 'react';

import { MARKET_TEXT } from './text';
import { appPackages, installPackage, type AppPackage } from '../../api/market';
import { Button } from '../../ui/Button';
import { ErrorView } from '../../ui/ErrorView';
import { Screen } from '../../ui/Screen';
import './market.css';

type Phase = { kind: 'loading' } | { kind: 'failed' } | { kind: 'missing' } | { kind: 'ready'; pkg: AppPackage; installing: boolean };

/** Package details (alias /platform/marketInfo?id=): what the package holds, and install into the organisation. */
export default function PackageDetails() {
  const { params } = useRouter();
  const id = params.id ?? '';
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });

  const load = useCallback(() => {
    appPackages().then(
      (all) => {
        const pkg = all.find((p) => p.id === id);
        setPhase(pkg ? { kind: 'ready', pkg, installing: false } : { kind: 'missing' });
      },
      () => setPhase({ kind: 'failed' }),
    );
  }, [id]);
  useDidShow(load);

  if (phase.kind === 'loading') return <Screen className="market" />;
  if (phase.kind === 'missing' || phase.kind === 'failed') {
    return (
      <Screen>
        <ErrorView
          title={phase.kind === 'missing' ? MARKET_TEXT.notFound : MARKET_TEXT.failed}
          actions={<Button onClick={load}>{MARKET_TEXT.retry}</Button>}
        />
      </Screen>
    );
  }

  const { pkg, installing } = phase;
  const install = () => {
    setPhase({ kind: 'ready', pkg, installing: true });
    installPackage(pkg.id).then(
      () => {
        void Taro.showToast({ title: MARKET_TEXT.installDone, icon: 'success' });
        setPhase({ kind: 'ready', pkg: { ...pkg, installed: true }, installing: false });
      },
      () => setPhase({ kind: 'ready', pkg, installing: false }),
    );
  };
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
          <View key={app.key} className="market__item" data-testid="package-app">
            <Text>{app.name}</Text>
            {app.description ? <Text className="market__hint">{app.description}</Text> : null}
          </View>
        ))}
      </View>
      <Button type="primary" block disabled={pkg.installed || installing} onClick={install}>
        {pkg.installed ? MARKET_TEXT.installed : installing ? MARKET_TEXT.installing : MARKET_TEXT.install}
      </Button>
    </Screen>
  );
}
