import { Text, View } from '@tarojs/components';
import { useLoad } from '@tarojs/taro';
import { useCallback, useState } from 'react';

import { failureOf } from './failure';
import { articleById, type Article } from '../../api/documents';
import { AGREEMENT_TEXT, articleBlocks } from '../../domain/documents';
import { dateDisplay } from '../../domain/time/date-display';
import { RetryView } from '../../ui/RetryView';
import { Screen } from '../../ui/Screen';
import './documents.css';

/** The agreement is an article of the content service, platform-wide and public (server/README.md "articles"). */
export const SERVICE_AGREEMENT_ID = 'service-agreement';

type Phase = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; article: Article };

/**
 * Service agreement: the platform's service agreement, read without signing in (the application login page links
 * here before the user has an account). The text comes from the server, so it changes without a release; it is
 * shown as plain text blocks (domain/documents/article.ts), never as HTML.
 */
export default function ServiceAgreement() {
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });

  const load = useCallback(async () => {
    setPhase({ kind: 'loading' });
    try {
      setPhase({ kind: 'ready', article: await articleById(SERVICE_AGREEMENT_ID) });
    } catch (error) {
      console.warn('[agreement] loading failed', error);
      const failure = failureOf(error, AGREEMENT_TEXT.loadFailed);
      setPhase({ kind: 'failed', message: failure.kind === 'failed' ? failure.message : AGREEMENT_TEXT.loadFailed });
    }
  }, []);

  useLoad(() => void load());

  if (phase.kind === 'loading') return <Screen className="documents" />;
  if (phase.kind === 'failed') {
    return (
      <Screen className="documents">
        <RetryView title={phase.message} onRetry={load} />
      </Screen>
    );
  }

  const blocks = articleBlocks(phase.article.content);
  return (
    <Screen className="documents">
      <View className="documents__card" role="article" aria-label={phase.article.title}>
        <View role="heading" aria-level={1}>
          <Text className="documents__title">{phase.article.title}</Text>
        </View>
        {phase.article.updateTime ? <Text className="documents__hint">{AGREEMENT_TEXT.updated.replace('{x}', dateDisplay(phase.article.updateTime))}</Text> : null}
        {blocks.length === 0 ? <Text className="documents__hint">{AGREEMENT_TEXT.empty}</Text> : null}
        {blocks.map((block, i) =>
          block.kind === 'heading' ? (
            <View key={i} role="heading" aria-level={2}>
              <Text className="documents__heading">{block.text}</Text>
            </View>
          ) : (
            <Text key={i} className="documents__paragraph">
              {block.text}
            </Text>
          ),
        )}
      </View>
    </Screen>
  );
}
