import { View } from '@tarojs/components';
import type { ReactNode } from 'react';

import { ErrorBoundary } from './ErrorBoundary';
import { pageOverlays } from './page-overlay';

/** Every screen's outer frame: one error boundary per page, so a crash never blanks the whole app. */
export function Screen({ children, className }: { children?: ReactNode; className?: string }) {
  return (
    <ErrorBoundary>
      <View className={className ? `screen ${className}` : 'screen'} role="main">
        {children}
        {pageOverlays().map((Overlay, i) => (
          <Overlay key={i} />
        ))}
      </View>
    </ErrorBoundary>
  );
}
