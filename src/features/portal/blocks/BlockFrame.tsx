import { Text, View } from '@tarojs/components';
import type { ReactNode } from 'react';

import { Button } from '../../../ui/Button';
import type { LoadState } from '../../../ui/Loaded';
import { PORTAL_TEXT } from '../text';

/**
 * A block's card: its title as a heading, its content, and a quiet failure line with a retry for its own data. A
 * titled block is a region named by its title; an untitled one is no landmark (unnamed regions all look alike to a
 * screen reader's landmark list: axe's landmark-unique).
 */
export function BlockFrame({ type, title, children }: { type: string; title?: string; children: ReactNode }) {
  return (
    <View className={`ware-card portal-block--${type}`} data-testid={`portal-block-${type}`} {...title ? { role: 'region', 'aria-label': title } : {}}>
      {title ? (
        <View className="portal-block__head" role="heading" aria-level={2}>
          <Text className="portal-block__title">{title}</Text>
        </View>
      ) : null}
      {children}
    </View>
  );
}

/** A block's own data: nothing while it loads, a small retry line when it failed (the rest of the portal stays). */
export function BlockLoaded<T>({ load, children }: { load: LoadState<T>; children: (data: T) => ReactNode }) {
  if (load.status === 'pending') return null;
  if (load.status === 'error') {
    return (
      <View className="portal-block__failed">
        <Text>{PORTAL_TEXT.blockFailed}</Text>
        <Button size="small" onClick={() => void load.refetch()}>
          {PORTAL_TEXT.retry}
        </Button>
      </View>
    );
  }
  return <>{children(load.data as T)}</>;
}

export function BlockEmpty({ text }: { text: string }) {
  return <Text className="portal-block__empty">{text}</Text>;
}
