import { Text, View } from '@tarojs/components';
import { useDidHide, useRouter, useUnload } from '@tarojs/taro';
import { useRef } from 'react';

import { PORTAL_TEXT } from './text';
import { hostSessionReady } from '../../api/host-session';
import { contentObject, myWatchRecord, updateWatchRecord } from '../../api/portal';
import { useLoad } from '../../data';
import { resumePosition, shouldSaveProgress } from '../../domain/portal';
import { Loaded } from '../../ui/Loaded';
import { Screen } from '../../ui/Screen';
import { Video } from '../../ui/Video';
import './portal.css';

interface Progress {
  position: number;
  duration: number | null;
}

/**
 * Video (`/portal/videoPreview?id=`, alias `/portal/video/preview`): plays a content object and remembers where the
 * user is (`watchRecord/updateRecord` every few seconds while playing, on pause, at the end and when leaving); opened
 * again it starts there (`findMyWatchRecord`), unless the user had watched to the end.
 */
export default function VideoPreviewScreen() {
  const { params } = useRouter();
  const id = typeof params.id === 'string' ? decodeURIComponent(params.id) : '';
  const load = useLoad(
    ['portal', 'video', id],
    async () => {
      await hostSessionReady();
      const [video, record] = await Promise.all([contentObject(id), myWatchRecord(id)]);
      return { video, start: resumePosition(record, video.duration) };
    },
    // Every opening asks where the user stopped: the answer from the last visit is already out of date.
    { enabled: !!id, freshFor: 0 },
  );
  if (!id) {
    return (
      <Screen className="portal">
        <Text className="portal__hint">{PORTAL_TEXT.videoMissing}</Text>
      </Screen>
    );
  }
  return (
    <Screen className="portal">
      <Loaded load={load} failed={PORTAL_TEXT.videoFailed}>
        {({ video, start }) => <Player key={video.id} id={video.id} title={video.title} src={video.url} poster={video.coverUrl ?? undefined} start={start} />}
      </Loaded>
    </Screen>
  );
}

function Player({ id, title, src, poster, start }: { id: string; title: string; src: string; poster?: string; start: number }) {
  const latest = useRef<Progress | null>(null);
  const saved = useRef<{ at: number; position: number } | null>(null);
  // Until the player has reached the resume point, its time updates (from 0) are not where the user is.
  const reached = useRef(start === 0);
  const save = () => {
    const p = latest.current;
    if (!p || (saved.current && Math.abs(saved.current.position - p.position) < 0.05)) return;
    saved.current = { at: Date.now(), position: p.position };
    updateWatchRecord(id, p.position, p.duration).catch((e) => console.warn('[video] progress not saved', e));
  };
  useDidHide(save);
  useUnload(save);
  return (
    <View className="ware-card">
      <Video
        id={`portal-video-${id}`}
        className="portal-media"
        src={src}
        poster={poster}
        start={start}
        testId="video-player"
        onProgress={(currentTime, duration) => {
          if (!reached.current && currentTime < start - 0.5) return;
          reached.current = true;
          latest.current = { position: currentTime, duration };
          if (shouldSaveProgress(saved.current, Date.now(), currentTime)) save();
        }}
        onStop={save}
      />
      <Text className="portal-video__title">{title}</Text>
      {start > 0 ? <Text className="portal-block__empty" data-testid="video-resumed">{PORTAL_TEXT.resumed}</Text> : null}
    </View>
  );
}
