import { Text, View } from '@tarojs/components';

import { failureOf } from './failure';
import { articleById, type Article } from '../../api/documents';
import { useLoad } from '../../data';
import { AGREEMENT_TEXT, articleBlocks } from '../../domain/documents';
import { dateDisplay } from '../../domain/time/date-display';
import { Loaded } from '../../ui/Loaded';
import { Screen } from '../../ui/Screen';
import './documents.css';

/** The agreement is an article of the content service, platform-wide and public (server/README.md "articles"). */
const SERVICE_AGREEMENT_ID = 'service-agreement';

/**
 * Service agreement: the platform's service agreement, read without signing in (the application login page links
 * here before the user has an account). The text comes from the server, so it changes without a release; it is
 * shown as plain text blocks (domain/documents/article.ts), never as HTML.
 */
export default function ServiceAgreement() {
  const article = useLoad(['articles', SERVICE_AGREEMENT_ID], () => articleById(SERVICE_AGREEMENT_ID));
  return (
    <Screen className="documents">
      <Loaded load={article} failed={failedText}>
        {(shown) => <AgreementText article={shown} />}
      </Loaded>
    </Screen>
  );
}

/** The server's words when it refused (a 400/403 message), else the page's own. */
function failedText(error: Error): string {
  const failure = failureOf(error, AGREEMENT_TEXT.loadFailed);
  return failure.kind === 'failed' ? failure.message : AGREEMENT_TEXT.loadFailed;
}

function AgreementText({ article }: { article: Article }) {
  const blocks = articleBlocks(article.content);
  return (
      // A tab stop: the long text scrolls by keyboard too (axe's scrollable-region-focusable).
      <View className="documents__card" role="article" aria-label={article.title} tabIndex={0}>
        <View role="heading" aria-level={1}>
          <Text className="documents__title">{article.title}</Text>
        </View>
        {article.updateTime ? <Text className="documents__hint">{AGREEMENT_TEXT.updated.replace('{x}', dateDisplay(article.updateTime))}</Text> : null}
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
  );
}
