import { Text, View } from '@tarojs/components';
import type { ReactNode } from 'react';

import './ErrorView.css';

export interface ErrorViewProps {
  title: string;
  description?: string;
  actions?: ReactNode;
}

/** The one full-screen error view: error boundary, failed route chunk, unreachable page. */
export function ErrorView({ title, description, actions }: ErrorViewProps) {
  return (
    <View className="error-view" role="alert">
      <Text className="error-view__title">{title}</Text>
      {description ? <Text className="error-view__desc">{description}</Text> : null}
      {actions ? <View className="error-view__actions">{actions}</View> : null}
    </View>
  );
}
