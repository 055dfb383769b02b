// The mini program's video: WeChat's native video. H5 uses Video.h5.tsx (the browser's own <video>).
import { Video as TaroVideo } from '@tarojs/components';

export interface VideoProps {
  id: string;
  src: string;
  poster?: string;
  /** Seconds to start at (a remembered position). */
  start: number;
  className?: string;
  testId?: string;
  onProgress: (position: number, duration: number | null) => void;
  /** Paused or ended: a moment to save where the user is. */
  onStop: () => void;
}

export function Video({ id, src, poster, start, className, testId, onProgress, onStop }: VideoProps) {
  return (
    <TaroVideo
      id={id}
      className={className}
      src={src}
      poster={poster}
      initialTime={start}
      controls
      showCenterPlayBtn
      data-testid={testId}
      onTimeUpdate={(e) => onProgress(e.detail.currentTime, e.detail.duration || null)}
      onPause={onStop}
      onEnded={onStop}
    />
  );
}
