/**
 * What a member does with an article: favourite it (collection add / delete) and score it (1 to 5 stars, spec §9
 * "rate default count 5"; scoring again replaces the score, `score/list` answers who scored). A failure keeps the
 * previous state and says so.
 */
import { Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { useState } from 'react';

import { COMMUNITY_TEXT } from './text';
import { addCollection, addScore, deleteCollection, type ScoreSummary } from '../../../api/documents';
import type { ArticleDetail } from '../../../api/schemas/portal';
import { useChange } from '../../../data';
import { RATE_COUNT } from '../../../domain/constants';
import { onKeys } from '../../../ui/a11y';
import { Button } from '../../../ui/Button';

const STARS = Array.from({ length: RATE_COUNT }, (_, i) => i + 1);
const toast = (title: string) => void Taro.showToast({ title, icon: 'none' });
const failed = (error: Error) => toast(error.message || COMMUNITY_TEXT.actionFailed);

function scoreText(score: ScoreSummary | null | undefined): string {
  if (!score || score.count === 0) return COMMUNITY_TEXT.noScore;
  return COMMUNITY_TEXT.scoreSummary.replace('{avg}', String(score.average)).replace('{n}', String(score.count));
}

export function ArticleActions({ article }: { article: ArticleDetail }) {
  const [collected, setCollected] = useState(article.collected);
  const [score, setScore] = useState<ScoreSummary | null>(article.score ?? null);
  const favourite = useChange({
    mutationFn: (add: boolean) => (add ? addCollection(article.id) : deleteCollection(article.id)),
    onSuccess: (res) => {
      setCollected(res.collected);
      toast(res.collected ? COMMUNITY_TEXT.favouriteDone : COMMUNITY_TEXT.favouriteRemoved);
    },
    onError: failed,
  });
  const scoring = useChange({
    mutationFn: (value: number) => addScore(article.id, value),
    onSuccess: (answer) => {
      setScore(answer);
      toast(COMMUNITY_TEXT.scoreSaved);
    },
    onError: failed,
  });
  const mine = score?.myScore ?? 0;
  const toggle = () => {
    if (!favourite.isPending) favourite.mutate(!collected);
  };
  return (
    <View className="ware-card">
      <View className="community-actions">
        <Button type={collected ? 'default' : 'primary'} size="small" disabled={favourite.isPending} onClick={toggle} aria-pressed={collected}>
          {collected ? COMMUNITY_TEXT.favourited : COMMUNITY_TEXT.favourite}
        </Button>
        <Text className="community__hint" data-testid="score-summary">{`${COMMUNITY_TEXT.score}：${scoreText(score)}`}</Text>
      </View>
      <View className="community-stars" role="radiogroup" aria-label={COMMUNITY_TEXT.myScore}>
        {STARS.map((value) => (
          <Text
            key={value}
            className={value <= mine ? 'community-stars__star community-stars__star--on' : 'community-stars__star'}
            onClick={() => scoring.mutate(value)}
            role="radio" tabIndex={0} aria-checked={value === mine} aria-label={COMMUNITY_TEXT.star.replace('{x}', String(value))} onKeyDown={onKeys(() => scoring.mutate(value), true)}
          >
            ★
          </Text>
        ))}
      </View>
    </View>
  );
}
