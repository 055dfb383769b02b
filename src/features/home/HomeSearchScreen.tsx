import { Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { useEffect, useRef, useState } from 'react';

import { searchApps, type AppSummary } from '../../api/home';
import { PATHS } from '../../routes';
import { useSession } from '../../stores/session';
import { pressable } from '../../ui/a11y';
import { Input } from '../../ui/Input';
import { Screen } from '../../ui/Screen';
import './homeSearch.css';

export const HOME_SEARCH_TEXT = {
  placeholder: '搜索应用名称',
  label: '搜索应用',
  empty: '没有找到相关应用',
  failed: '搜索失败,请稍后重试',
  signInNeeded: '请先登录并进入组织',
} as const;

type Phase = { kind: 'idle' } | { kind: 'failed' } | { kind: 'ready'; apps: AppSummary[] };

/** Home search (alias /platform/homeSearch): the organisation's apps by name, debounced; a result opens the app. */
export default function HomeSearch() {
  const tenantId = useSession((s) => s.tenantId);
  const [keyword, setKeyword] = useState('');
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const latest = useRef(0);

  useEffect(() => {
    if (!tenantId) return;
    const ticket = ++latest.current;
    const timer = setTimeout(() => {
      searchApps(keyword.trim()).then(
        (apps) => ticket === latest.current && setPhase({ kind: 'ready', apps }),
        () => ticket === latest.current && setPhase({ kind: 'failed' }),
      );
    }, 300);
    return () => clearTimeout(timer);
  }, [keyword, tenantId]);

  const open = (id: string) => void Taro.navigateTo({ url: `${PATHS.appIndex}?appId=${encodeURIComponent(id)}` });

  if (!tenantId) {
    return (
      <Screen className="home-search">
        <Text className="home-search__hint">{HOME_SEARCH_TEXT.signInNeeded}</Text>
      </Screen>
    );
  }
  return (
    <Screen className="home-search">
      <Input
        className="home-search__input"
        name="keyword"
        aria-label={HOME_SEARCH_TEXT.label}
        placeholder={HOME_SEARCH_TEXT.placeholder}
        value={keyword}
        confirmType="search"
        onChange={(value: string) => setKeyword(value)}
      />
      {phase.kind === 'failed' ? <Text className="home-search__hint">{HOME_SEARCH_TEXT.failed}</Text> : null}
      {phase.kind === 'ready' && phase.apps.length === 0 ? (
        <Text className="home-search__hint">{HOME_SEARCH_TEXT.empty}</Text>
      ) : null}
      {phase.kind === 'ready' ? (
        <View role="list">
          {phase.apps.map((app) => (
            <View
              key={app.id}
              className="home-search__item"
              role="listitem"
              data-testid="search-result"
              onClick={() => open(app.id)}
            >
              <Text {...pressable(() => open(app.id), app.name)}>{app.name}</Text>
              {app.description ? <Text className="home-search__desc">{app.description}</Text> : null}
            </View>
          ))}
        </View>
      ) : null}
    </Screen>
  );
}
