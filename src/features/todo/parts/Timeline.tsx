import { Image, Text, View } from '@tarojs/components';

import { dateDisplay } from '../../../domain/time/date-display';
import { timeline, TODO_TEXT, type TimelineInput } from '../../../domain/todo';
import { imageAlt } from '../../../ui/a11y';

/** The process timeline: who started it and when, every task with who, when, the decision and the opinion. */
export function Timeline(input: TimelineInput) {
  const entries = timeline(input);
  return (
    <View className="task__section" data-testid="timeline" role="list" aria-label={TODO_TEXT.timeline}>
      <Text className="task__heading">{TODO_TEXT.timeline}</Text>
      {entries.map((e) => (
        <View key={e.key} className={`timeline__entry timeline__entry--${e.state}`} data-testid="timeline-entry" role="listitem">
          <View className="timeline__head">
            <Text className="timeline__title">{e.title}</Text>
            <Text className="timeline__at">{e.at ? dateDisplay(e.at, 'YYYY-MM-DD HH:mm') : ''}</Text>
          </View>
          {e.who ? (
            <View className="timeline__who">
              {e.avatar ? <Image className="timeline__avatar" src={e.avatar} mode="aspectFill" {...imageAlt('')} /> : null}
              <Text>{`${e.who} · ${e.decision}`}</Text>
            </View>
          ) : null}
          {e.note ? <Text className="timeline__note">{e.note}</Text> : null}
          {e.opinion ? <Text className="timeline__opinion">{e.opinion}</Text> : null}
          {e.signature ? <Image className="timeline__signature" src={e.signature} mode="aspectFit" {...imageAlt(TODO_TEXT.signature)} /> : null}
        </View>
      ))}
    </View>
  );
}
