import { Text } from '@tarojs/components';
import Taro, { useRouter } from '@tarojs/taro';

import { buildUrl } from '../../domain/navigation';
import { SEARCH_NOT_OPEN_TEXT } from '../../domain/records/search-open';
import { paramOf } from '../../domain/routing/page-option';
import { PATHS } from '../../routes';
import { Button } from '../../ui/Button';
import { ErrorView } from '../../ui/ErrorView';
import { Screen } from '../../ui/Screen';

/**
 * Search not open (alias /app/search/isNotOpen): the Search screen replaced itself with this page because the form
 * or the view it was opened from has its search closed (domain/records/search-open). It offers the way back, or the
 * application's index when there is no page to go back to (a shared link opened directly).
 */
export default function SearchNotOpen() {
  const { params } = useRouter();
  const appId = paramOf(params.appId);
  const toApp = () => void Taro.redirectTo({ url: appId ? buildUrl(PATHS.appIndex, { appId }) : PATHS.home });
  const back = () => void Taro.navigateBack().catch(toApp);
  return (
    <Screen>
      <ErrorView
        title={SEARCH_NOT_OPEN_TEXT.title}
        description={SEARCH_NOT_OPEN_TEXT.description}
        actions={
          <>
            <Button type="primary" onClick={back}>
              <Text>{SEARCH_NOT_OPEN_TEXT.back}</Text>
            </Button>
            {appId ? (
              <Button onClick={toApp}>
                <Text>{SEARCH_NOT_OPEN_TEXT.toApp}</Text>
              </Button>
            ) : null}
          </>
        }
      />
    </Screen>
  );
}
