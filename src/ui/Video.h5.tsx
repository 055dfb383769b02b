// H5: the browser's own <video> with its controls. Taro's Video web component would bring its code (and its HLS
// loader) into a chunk of the first route; a plain video element plays the platform's files as well.
import type { VideoProps } from './Video';

export type { VideoProps } from './Video';

export function Video({ id, src, poster, start, className, testId, onProgress, onStop }: VideoProps) {
  return (
    <video
      id={id}
      className={className}
      src={src}
      poster={poster}
      controls
      playsInline
      preload="metadata"
      data-testid={testId}
      onLoadedMetadata={(e) => {
        if (start > 0) e.currentTarget.currentTime = start;
      }}
      onTimeUpdate={(e) => {
        const v = e.currentTarget;
        onProgress(v.currentTime, Number.isFinite(v.duration) ? v.duration : null);
      }}
      onPause={onStop}
      onEnded={onStop}
    />
  );
}
