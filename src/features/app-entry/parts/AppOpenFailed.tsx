import { Text } from '@tarojs/components';

import { Button } from '../../../ui/Button';
import { ErrorView } from '../../../ui/ErrorView';
import { Screen } from '../../../ui/Screen';
import { APP_INDEX_TEXT } from '../text';

const statusOf = (error: unknown): unknown => (error as { status?: unknown } | null)?.status;

/** An app that could not be opened (unknown app, failed access check), wherever it was opened from. */
export function AppOpenFailed({ error, onRetry }: { error: unknown; onRetry: () => unknown }) {
  return (
    <Screen>
      <ErrorView
        title={statusOf(error) === 404 ? APP_INDEX_TEXT.notFound : APP_INDEX_TEXT.failed}
        description={APP_INDEX_TEXT.notFoundDescription}
        actions={
          <Button type="primary" onClick={() => void onRetry()}>
            <Text>{APP_INDEX_TEXT.retry}</Text>
          </Button>
        }
      />
    </Screen>
  );
}
