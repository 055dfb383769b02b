import { Text } from '@tarojs/components';

import { Button } from './Button';
import { ErrorView } from './ErrorView';

/** A screen that could not load: its message and one way forward, trying again (retry labels are 重试 everywhere). */
export function RetryView({ title, onRetry, label = '重试' }: { title: string; onRetry: () => unknown; label?: string }) {
  return (
    <ErrorView
      title={title}
      actions={
        <Button type="primary" onClick={() => void onRetry()}>
          <Text>{label}</Text>
        </Button>
      }
    />
  );
}
