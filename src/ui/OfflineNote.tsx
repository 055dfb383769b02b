import { Text } from '@tarojs/components';

import { OFFLINE_TEXT } from '../domain/messages';
import { agoText } from '../domain/time/ago';
import './OfflineNote.css';

/** What a load says of itself offline (src/data's loads answer it): paused for the network, and its answer's time. */
export interface OfflineState {
  isPaused?: boolean;
  dataUpdatedAt?: number;
}

/**
 * Offline, a screen shows the last answer kept on the device: this says so and how old it is (离线 · 10分钟前).
 * Nothing online, or when there is no answer to show.
 */
export function OfflineNote({ load }: { load: OfflineState }) {
  if (!load.isPaused || !load.dataUpdatedAt) return null;
  return (
    <Text className="offline-note" role="status">
      {`${OFFLINE_TEXT.note} · ${agoText((Date.now() - load.dataUpdatedAt) / 1000)}`}
    </Text>
  );
}
