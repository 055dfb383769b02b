import { Text, View } from '@tarojs/components';
import type { ReactNode } from 'react';

import { ErrorBoundary } from './ErrorBoundary';
import { pageOverlays } from './page-overlay';
import { ShellHeader, ShellTabs, useScreenTheme } from './Shell';
import { SINGLE_PAGE_NOTE } from '../domain/share/single-page';
import { inSinglePageMode } from '../platform/launch-scene';

/**
 * Every screen's outer frame: one error boundary per page, so a crash never blanks the whole app; in H5 the header and
 * the tab bar (Shell.h5.tsx), which the mini program's own navigation bar makes unneeded there.
 */
export function Screen({ children, className }: { children?: ReactNode; className?: string }) {
  const theme = useScreenTheme();
  return (
    <ErrorBoundary>
      <ShellHeader />
      <View className={(className ? `screen ${className}` : 'screen') + theme.className} style={theme.style} role="main">
        {inSinglePageMode() ? <Text className="screen__note">{SINGLE_PAGE_NOTE}</Text> : null}
        {children}
        {pageOverlays().map((Overlay, i) => (
          <Overlay key={i} />
        ))}
      </View>
      <ShellTabs />
    </ErrorBoundary>
  );
}
