import { Image, Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';

import { contentObject, contentObjects } from '../../../api/portal';
import { useLoad } from '../../../data';
import { buildUrl } from '../../../domain/navigation';
import type { KnownBlock } from '../../../domain/portal';
import { PATHS } from '../../../routes';
import { imageAlt, pressable } from '../../../ui/a11y';
import { PORTAL_TEXT } from '../text';
import { BlockFrame, BlockLoaded } from './BlockFrame';

type Video = Extract<KnownBlock, { type: 'video' }>;

/** One video: its cover and title; a tap opens the video page, which resumes where the user stopped. */
function VideoCard({ video }: { video: { id: string; title: string; coverUrl?: string | null | undefined } }) {
  const open = () => void Taro.navigateTo({ url: buildUrl(PATHS.portalVideo, { id: video.id }) });
  const label = PORTAL_TEXT.playVideo.replace('{title}', video.title);
  return (
    <View className="portal-video" data-testid="portal-video" onClick={open} {...pressable(open, label)}>
      {video.coverUrl ? <Image className="portal-video__cover" src={video.coverUrl} mode="aspectFill" {...imageAlt('')} /> : <View className="portal-video__cover" />}
      <Text className="portal-video__play">▶</Text>
      <Text className="portal-video__title">{video.title}</Text>
    </View>
  );
}

/** A video (`cos/findById`), or the several the block names (`cos/findByIds`, in their order). */
export function VideoBlock({ block }: { block: Video }) {
  const several = block.cosIds;
  const load = useLoad(
    ['portal', 'cos', block.cosId, several.join(',')],
    async () => (several.length ? contentObjects(several) : [await contentObject(block.cosId)]),
    { enabled: several.length > 0 || !!block.cosId },
  );
  return (
    <BlockFrame type="video" title={block.title || PORTAL_TEXT.video}>
      <BlockLoaded load={load}>
        {(videos) => (
          <>
            {videos.map((v) => (
              <VideoCard key={v.id} video={v} />
            ))}
          </>
        )}
      </BlockLoaded>
    </BlockFrame>
  );
}
