import Taro from '@tarojs/taro';

import { NOT_FOUND_TEXT } from './not-found-text';
import { PATHS } from '../../routes';
import { Button } from '../../ui/Button';
import { ErrorView } from '../../ui/ErrorView';
import { Screen } from '../../ui/Screen';

export default function NotFound() {
  return (
    <Screen>
      <ErrorView
        title={NOT_FOUND_TEXT.title}
        description={NOT_FOUND_TEXT.description}
        actions={
          <Button type="primary" onClick={() => void Taro.reLaunch({ url: PATHS.entry })}>
            {NOT_FOUND_TEXT.home}
          </Button>
        }
      />
    </Screen>
  );
}
