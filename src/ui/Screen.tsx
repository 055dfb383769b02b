import { View } from '@tarojs/components';
import type { ReactNode } from 'react';

import { ErrorBoundary } from './ErrorBoundary';

/** Every screen's outer frame: one error boundary per page, so a crash never blanks the whole app. */
export function Screen({ children, className }: { children?: ReactNode; className?: string }) {
  return (
    <ErrorBoundary>
      <View className={className ? `screen ${className}` : 'screen'} role="main">
        {children}
      </View>
    </ErrorBoundary>
  );
}
