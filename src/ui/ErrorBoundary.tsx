import { Component, type ErrorInfo, type ReactNode } from 'react';

import { ErrorView } from './ErrorView';
import { leavePage } from '../platform/leave';
import { reloadApp } from '../platform/recover';
import { PATHS } from '../routes';
import { Button } from './Button';

interface State {
  error: Error | null;
}

export const BOUNDARY_TEXT = {
  title: '页面出错了',
  description: '抱歉，页面遇到了问题。您填写的内容已自动保存，可返回后重试。',
  back: '返回',
  reload: '重新加载',
} as const;

/** Catches render errors anywhere below it: the user sees a clear message and a way back, never a white screen. */
export class ErrorBoundary extends Component<{ children?: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('[ErrorBoundary]', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children ?? null;
    return (
      <ErrorView
        title={BOUNDARY_TEXT.title}
        description={BOUNDARY_TEXT.description}
        actions={
          <>
            <Button type="default" onClick={() => { this.setState({ error: null }); leavePage(PATHS.entry); }}>
              {BOUNDARY_TEXT.back}
            </Button>
            <Button type="primary" onClick={() => reloadApp(PATHS.entry)}>
              {BOUNDARY_TEXT.reload}
            </Button>
          </>
        }
      />
    );
  }
}
