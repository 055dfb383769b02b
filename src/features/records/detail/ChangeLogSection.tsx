import { Text, View } from '@tarojs/components';

import type { ChangeEntry } from './change-log';
import { DETAIL_TEXT } from './text';

/** The change log as a timeline, newest first: who, when, what, and each field's from → to. */
export function ChangeLogSection({ entries, failed }: { entries: ChangeEntry[]; failed: boolean }) {
  return (
    <View className="records__card" role="region" aria-label={DETAIL_TEXT.changeLog}>
      <Text className="records__title">{DETAIL_TEXT.changeLog}</Text>
      {failed ? <Text className="records__footer">{DETAIL_TEXT.changeLogFailed}</Text> : null}
      {!failed && entries.length === 0 ? <Text className="records__footer">{DETAIL_TEXT.noChanges}</Text> : null}
      {entries.map((e) => (
        <View key={e.id} className="detail__log" data-testid="change-log">
          <View className="records__comment-head">
            <Text>{`${e.who} ${e.what}`}</Text>
            <Text>{e.when}</Text>
          </View>
          {e.lines.map((l) => (
            <View key={l.key} className="detail__change" data-testid="change-line">
              <Text className="records__label">{l.label}</Text>
              <Text className="records__value">{`${l.from} → ${l.to}`}</Text>
            </View>
          ))}
        </View>
      ))}
    </View>
  );
}
