import { Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { useEffect, useState } from 'react';

import { HOME_SEARCH_TEXT } from './parts/text';
import { searchApps } from '../../api/home';
import { useLoad } from '../../data';
import { PATHS } from '../../routes';
import { useSession } from '../../stores/session';
import { pressable } from '../../ui/a11y';
import { KeywordInput } from '../../ui/KeywordInput';
import { Picture } from '../../ui/Picture';
import { Screen } from '../../ui/Screen';
import './homeSearch.css';
import { SignInNeeded } from '../session';

/** Home search (alias /platform/homeSearch): the organisation's apps by name, debounced; a result opens the app. */
export default function HomeSearch() {
  const tenantId = useSession((s) => s.tenantId);
  const [keyword, setKeyword] = useState('');
  // The keyword searched for: what was typed, once typing pauses for 300 ms.
  const [searched, setSearched] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setSearched(keyword.trim()), 300);
    return () => clearTimeout(timer);
  }, [keyword]);
  const found = useLoad(['apps', 'search', searched], () => searchApps(searched ?? ''), {
    enabled: !!tenantId && searched !== null,
    keepPrevious: true,
  });
  const apps = found.status === 'success' ? found.data : null;

  const open = (id: string) => void Taro.navigateTo({ url: `${PATHS.appIndex}?appId=${encodeURIComponent(id)}` });

  if (!tenantId) {
    return <SignInNeeded className="home-search" needs="organisation" />;
  }
  return (
    <Screen className="home-search">
      <KeywordInput className="home-search__input" name="keyword" label={HOME_SEARCH_TEXT.label} placeholder={HOME_SEARCH_TEXT.placeholder} value={keyword} onChange={setKeyword} />
      {found.status === 'error' ? <Text className="home-search__hint">{HOME_SEARCH_TEXT.failed}</Text> : null}
      {apps?.length === 0 ? (
        <Text className="home-search__hint">{HOME_SEARCH_TEXT.empty}</Text>
      ) : null}
      {apps ? (
        <View role="list">
          {apps.map((app) => (
            <View
              key={app.id}
              className="home-search__item"
              role="listitem"
              data-testid="search-result"
              onClick={() => open(app.id)}
            >
              <Picture className="home-search__icon" src={app.icon} name={app.name} />
              <View className="home-search__body">
                <Text {...pressable(() => open(app.id), app.name)}>{app.name}</Text>
                {app.description ? <Text className="home-search__desc">{app.description}</Text> : null}
              </View>
            </View>
          ))}
        </View>
      ) : null}
    </Screen>
  );
}
