import { Text, View } from '@tarojs/components';
import Taro, { useRouter } from '@tarojs/taro';
import { useEffect, useRef } from 'react';

import { useInstall, usePackage } from './packages';
import { MARKET_TEXT } from './text';
import { offersInstall } from '../../domain/shell/offers';
import { Button } from '../../ui/Button';
import { ErrorView } from '../../ui/ErrorView';
import { Screen } from '../../ui/Screen';
import { usePermissionCodes } from '../team';
import './market.css';

/**
 * Package details (alias /platform/marketInfo?id=): what the package holds, and install into the organisation for
 * those holding `app:install` (issue 42 item 6). An install shows its progress (安装中…, the package read again until
 * it ends) and its result: 已安装, or 安装失败 with the store's message and 重新安装.
 */
export default function PackageDetails() {
  const { params } = useRouter();
  const id = params.id ?? '';
  const pkg = usePackage(id);
  const install = useInstall(id);
  const mayInstall = offersInstall(usePermissionCodes());
  const status = pkg.data?.installStatus;

  // Said once when an install this screen started has ended well.
  const started = useRef(false);
  useEffect(() => {
    if (started.current && status === 'INSTALLED') {
      started.current = false;
      void Taro.showToast({ title: MARKET_TEXT.installDone, icon: 'success' });
    }
  }, [status]);

  if (pkg.status === 'pending') return <Screen className="market" />;
  if (!pkg.data) {
    const missing = (pkg.error as { status?: unknown } | null)?.status === 404;
    return (
      <Screen>
        <ErrorView
          title={missing ? MARKET_TEXT.notFound : MARKET_TEXT.failed}
          actions={<Button onClick={() => void pkg.refetch()}>{MARKET_TEXT.retry}</Button>}
        />
      </Screen>
    );
  }

  const p = pkg.data;
  const installing = status === 'INSTALLING' || install.isPending;
  const start = () => {
    started.current = true;
    install.mutate();
  };
  return (
    <Screen className="market">
      <View className="market__title" role="heading" aria-level={1}>
        <Text>{p.name}</Text>
      </View>
      {p.category ? <Text className="market__meta">{p.category}</Text> : null}
      {p.description ? <Text className="market__hint">{p.description}</Text> : null}
      <View className="market__section">
        <Text className="market__name">{MARKET_TEXT.apps}</Text>
        {p.apps.map((app) => (
          <View key={app.key} className="ware-card" data-testid="package-app">
            <Text>{app.name}</Text>
            {app.description ? <Text className="market__hint">{app.description}</Text> : null}
          </View>
        ))}
      </View>
      {status === 'FAILED' ? (
        <View role="alert" className="market__failed">
          <Text>{[MARKET_TEXT.installFailed, p.installMessage].filter(Boolean).join('：')}</Text>
        </View>
      ) : null}
      {/* Installed is worth saying to everyone; installing is offered only to those who may (the server refuses others). */}
      {status === 'INSTALLED' ? (
        <Button type="primary" block disabled>
          {MARKET_TEXT.installed}
        </Button>
      ) : mayInstall || installing ? (
        <Button type="primary" block disabled={installing} loading={installing} onClick={start}>
          {installing ? MARKET_TEXT.installing : status === 'FAILED' ? MARKET_TEXT.reinstall : MARKET_TEXT.install}
        </Button>
      ) : null}
    </Screen>
  );
}
