/** Remembered progress in a video (the watch record): where to resume, and when to save again while playing. */

/** Seconds from the end within which a video counts as watched to the end: it starts again from the beginning. */
const FINISHED_WITHIN_S = 1;
/** While playing, the position is saved at most this often (and always on pause, end and leaving). */
const SAVE_EVERY_MS = 5000;

interface WatchRecord {
  position: number;
  duration?: number | null;
}

/** Where playback starts: the remembered position, unless there is none, it is past the end, or the video was finished. */
export function resumePosition(record: WatchRecord | null | undefined, duration: number | null | undefined): number {
  if (!record || !Number.isFinite(record.position) || record.position <= 0) return 0;
  const length = duration && duration > 0 ? duration : record.duration && record.duration > 0 ? record.duration : null;
  if (length !== null && record.position >= length - FINISHED_WITHIN_S) return 0;
  return record.position;
}

/** Whether a time update while playing should be saved: enough time since the last save and the position moved. */
export function shouldSaveProgress(last: { at: number; position: number } | null, now: number, position: number): boolean {
  if (!last) return true;
  return now - last.at >= SAVE_EVERY_MS && Math.abs(position - last.position) >= 0.5;
}
