/**
 * What a member of the document's organisation may do on the preview page: favourite (collection add / delete),
 * score it (1 to 5 stars, spec §9 "rate default count 5"; scoring again replaces the score) and open its comments.
 * Failures keep the previous state and say why in a toast.
 */
import { Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { useState } from 'react';

import { failureOf, go, promptSignIn } from './failure';
import { ScoreRecords } from './ScoreRecords';
import { addCollection, addScore, deleteCollection, type LibraryDocument, type ScoreSummary } from '../../api/documents';
import { invalidate, useChange } from '../../data';
import { commentLinkFor, DOCUMENT_TEXT } from '../../domain/documents';
import { onKeys } from '../../ui/a11y';
import { Button } from '../../ui/Button';

const STARS = [1, 2, 3, 4, 5] as const;

function complain(error: unknown): void {
  const failure = failureOf(error);
  if (failure.kind === 'expired') promptSignIn();
  else void Taro.showToast({ title: failure.kind === 'failed' ? failure.message : DOCUMENT_TEXT.notFound, icon: 'none' });
}

function scoreText(score: ScoreSummary | null | undefined): string {
  if (!score || score.count === 0) return DOCUMENT_TEXT.noScore;
  return DOCUMENT_TEXT.scoreSummary.replace('{avg}', String(score.average)).replace('{n}', String(score.count));
}

export function DocumentActions({ doc, appId }: { doc: LibraryDocument; appId: string | null }) {
  // The last answer of each change is what is shown (a failed change keeps it); before any, the document's own.
  const [collected, setCollected] = useState(doc.collected);
  const [score, setScore] = useState<ScoreSummary | null>(doc.score ?? null);
  const [records, setRecords] = useState(false);
  const favourite = useChange({
    mutationFn: (add: boolean) => (add ? addCollection(doc.id) : deleteCollection(doc.id)),
    onSuccess: (res) => {
      setCollected(res.collected);
      void Taro.showToast({ title: res.collected ? DOCUMENT_TEXT.favouriteDone : DOCUMENT_TEXT.favouriteRemoved, icon: 'none' });
    },
    onError: complain,
  });
  const scoring = useChange({
    mutationFn: (value: number) => addScore(doc.id, value),
    onSuccess: (answer) => {
      setScore(answer);
      void invalidate(['documents', 'score-records', doc.id]);
      void Taro.showToast({ title: DOCUMENT_TEXT.scoreSaved, icon: 'none' });
    },
    onError: complain,
  });
  const busy = favourite.isPending;
  const toggle = () => {
    if (!busy) favourite.mutate(!collected);
  };
  const rate = (value: number) => scoring.mutate(value);

  const mine = score?.myScore ?? 0;
  const keys = (value: number) => onKeys(() => rate(value), true);

  return (
    <View className="documents__card">
      <View className="documents__actions">
        <Button type={collected ? 'default' : 'primary'} size="small" disabled={busy} onClick={toggle} aria-pressed={collected}>
          <Text>{collected ? DOCUMENT_TEXT.favourited : DOCUMENT_TEXT.favourite}</Text>
        </Button>
        <Button size="small" onClick={() => go(commentLinkFor(doc.id, appId))}>
          <Text>{DOCUMENT_TEXT.commentsCount.replace('{x}', String(doc.commentCount))}</Text>
        </Button>
      </View>
      <Text className="documents__label" style={{ marginTop: '12px' }}>
        {`${DOCUMENT_TEXT.score}：${scoreText(score)}`}
      </Text>
      <View className="documents__stars" role="radiogroup" aria-label={DOCUMENT_TEXT.myScore}>
        {STARS.map((value) => (
          <Text
            key={value}
            className={value <= mine ? 'documents__star documents__star--on' : 'documents__star'}
            onClick={() => rate(value)}
            role="radio" tabIndex={0} aria-checked={value === mine} aria-label={`${value} 星`} onKeyDown={keys(value)}
          >
            ★
          </Text>
        ))}
      </View>
      <Button size="small" onClick={() => setRecords((open) => !open)} aria-expanded={records}>
        <Text>{records ? DOCUMENT_TEXT.hideScoreRecords : DOCUMENT_TEXT.scoreRecords}</Text>
      </Button>
      {records ? <ScoreRecords documentId={doc.id} summaryText={scoreText} /> : null}
    </View>
  );
}
