/**
 * A document's score records, opened from the preview page: the score as it is now (score/selectByDocumentId) above
 * who scored how and when (score/list), read together so the two agree. Members of the document's organisation only.
 */
import { Text, View } from '@tarojs/components';

import { scoreRecords, scoreSummary, type ScoreSummary } from '../../api/documents';
import { useLoad } from '../../data';
import { DOCUMENT_TEXT } from '../../domain/documents';
import { dateDisplay } from '../../domain/time/date-display';
import { Loaded } from '../../ui/Loaded';

const stars = (n: number) => '★'.repeat(Math.max(0, Math.min(5, n)));

export function ScoreRecords({ documentId, summaryText }: { documentId: string; summaryText: (s: ScoreSummary) => string }) {
  const load = useLoad(['documents', 'score-records', documentId], async () => {
    const [summary, records] = await Promise.all([scoreSummary(documentId), scoreRecords(documentId)]);
    return { summary, records };
  }, { freshFor: 0 });
  return (
    <View data-testid="score-records" role="region" aria-label={DOCUMENT_TEXT.scoreRecords}>
      <Loaded load={load} failed={DOCUMENT_TEXT.scoreRecordsFailed}>
        {({ summary, records }) => (
          <>
            <Text className="documents__label">{summaryText(summary)}</Text>
            {records.length === 0 ? <Text className="documents__label">{DOCUMENT_TEXT.noScoreRecords}</Text> : null}
            <View role="list">
              {records.map((r, i) => (
                <View key={`${r.user?.id ?? ''}-${i}`} role="listitem" className="documents__label" data-testid="score-record">
                  <Text>{`${r.user?.nickname || DOCUMENT_TEXT.someone} ${stars(r.score)} ${r.updateTime ? dateDisplay(r.updateTime, 'YYYY-MM-DD') : ''}`.trim()}</Text>
                </View>
              ))}
            </View>
          </>
        )}
      </Loaded>
    </View>
  );
}
