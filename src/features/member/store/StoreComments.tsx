import { Text, View } from '@tarojs/components';

import { storeComments } from '../../../api/store';
import { useLoad } from '../../../data';
import { dateDisplay } from '../../../domain/time/date-display';
import { Loaded } from '../../../ui/Loaded';
import { MEMBER_TEXT } from '../text';

/** What buyers said of the order's store (GET /order/comments), newest first, under the order's own detail. */
export function StoreComments({ storeId }: { storeId: string }) {
  const comments = useLoad(['store', 'comments', storeId], () => storeComments(storeId));
  return (
    <View className="ware-card" data-testid="store-comments" role="region" aria-label={MEMBER_TEXT.storeComments}>
      <Text className="member__card-title">{MEMBER_TEXT.storeComments}</Text>
      <Loaded load={comments} failed={MEMBER_TEXT.storeCommentsFailed}>
        {(list) =>
          list.length === 0 ? (
            <Text className="member__meta">{MEMBER_TEXT.noStoreComments}</Text>
          ) : (
            <View role="list">
              {list.map((c) => (
                <View key={c.id} role="listitem" data-testid="store-comment">
                  <Text className="member__meta">{`${c.rating}星 · ${dateDisplay(c.createdAt, 'YYYY-MM-DD')}`}</Text>
                  <Text className="member__meta">{c.content}</Text>
                </View>
              ))}
            </View>
          )
        }
      </Loaded>
    </View>
  );
}
