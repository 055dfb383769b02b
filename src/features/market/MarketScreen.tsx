import { Text, View } from '@tarojs/components';
import Taro, { useDidShow } from '@tarojs/taro';
import { useCallback, useState } from 'react';

import { MARKET_TEXT } from './text';
import { appPackages, type AppPackage } from '../../api/market';
import { PATHS } from '../../routes';
import { useSession } from '../../stores/session';
import { pressable } from '../../ui/a11y';
import { Button } from '../../ui/Button';
import { Screen } from '../../ui/Screen';
import './market.css';

type Phase = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; packages: AppPackage[] };

/** Application market (alias /platform/market): the app packages, marked installed in the current organisation. */
export default function Market() {
  const token = useSession((s) => s.token);
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const load = useCallback(() => {
    if (!useSession.getState().token) return;
    appPackages().then(
      (packages) => setPhase({ kind: 'ready', packages }),
      () => setPhase({ kind: 'failed' }),
    );
  }, []);
  useDidShow(load);

  const open = (id: string) => void Taro.navigateTo({ url: `${PATHS.packageDetails}?id=${encodeURIComponent(id)}` });

  if (!token) {
    return (
      <Screen className="market">
        <Text className="market__hint">{MARKET_TEXT.signInNeeded}</Text>
      </Screen>
    );
  }
  return (
    <Screen className="market">
      {phase.kind === 'failed' ? (
        <View>
          <Text className="market__hint">{MARKET_TEXT.failed}</Text>
          <Button size="small" onClick={load}>
            {MARKET_TEXT.retry}
          </Button>
        </View>
      ) : null}
      {phase.kind === 'ready' && phase.packages.length === 0 ? <Text className="market__hint">{MARKET_TEXT.empty}</Text> : null}
      {phase.kind === 'ready' ? (
        <View role="list">
          {phase.packages.map((p) => (
            <View key={p.id} className="market__item" role="listitem" data-testid="package" onClick={() => open(p.id)}>
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
