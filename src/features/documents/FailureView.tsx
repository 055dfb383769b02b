/**
 * What a document page shows instead of its content (preview, comment, download): no target, missing, sign-in
 * needed, or a failure with a retry. `notFound` lets a page say file rather than document.
 */
import { Text } from '@tarojs/components';

import type { Failure } from './failure';
import { DOCUMENT_TEXT } from '../../domain/documents';
import { Button } from '../../ui/Button';
import { ErrorView } from '../../ui/ErrorView';
import { RetryView } from '../../ui/RetryView';

export type NotReady = { kind: 'no-target' } | Failure;

export function FailureView({ phase, retry, signIn, notFound = DOCUMENT_TEXT.notFound }: { phase: NotReady; retry: () => unknown; signIn: () => void; notFound?: string }) {
  switch (phase.kind) {
    case 'no-target':
      return <ErrorView title={DOCUMENT_TEXT.missingTarget} />;
    case 'not-found':
      return <ErrorView title={notFound} />;
    case 'login-required':
    case 'expired':
      return (
        <ErrorView
          title={DOCUMENT_TEXT.loginRequired}
          actions={
            <Button type="primary" onClick={signIn}>
              <Text>{DOCUMENT_TEXT.signIn}</Text>
            </Button>
          }
        />
      );
    case 'failed':
      return (
        <RetryView title={phase.message} onRetry={retry} />
      );
  }
}
