import { Text, View } from '@tarojs/components';
import type { ReactNode } from 'react';

import { ErrorBoundary } from './ErrorBoundary';
import { pageOverlays } from './page-overlay';
import { SINGLE_PAGE_NOTE } from '../domain/share/single-page';
import { inSinglePageMode } from '../platform/launch-scene';

/** Every screen's outer frame: one error boundary per page, so a crash never blanks the whole app. */
export function Screen({ children, className }: { children?: ReactNode; className?: string }) {
  return (
    <ErrorBoundary>
      <View className={className ? `screen ${className}` : 'screen'} role="main">
        {inSinglePageMode() ? <Text className="screen__note">{SINGLE_PAGE_NOTE}</Text> : null}
        {children}
        {pageOverlays().map((Overlay, i) => (
          <Overlay key={i} />
        ))}
      </View>
    </ErrorBoundary>
  );
}
