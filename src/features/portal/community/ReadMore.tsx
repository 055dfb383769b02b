import { View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { useEffect, useState, type ReactNode } from 'react';

import { COMMUNITY_TEXT } from './text';
import { READ_MORE_HEIGHT_RPX } from '../../../domain/constants';
import { Button } from '../../../ui/Button';

/**
 * The collapsed height as the target writes it: the design is 375 wide (config/index.ts designWidth), 750rpx, so one
 * design px is 2rpx; Taro turns design px into rpx (mini program) or rem (H5).
 */
const collapsedHeight = (): string => Taro.pxTransform(READ_MORE_HEIGHT_RPX / 2);

type Fit = 'measuring' | 'taller' | 'fits';

/**
 * Content cut at the spec's read-more height ("read-more collapsed height 400", §9) until 阅读全文. Whether it is
 * taller is measured once it is laid out; until then it is cut, and content that fits is then shown uncut, so an
 * image that loads later can only lengthen it, never hide under a cut that has no button. `contentKey` changes when
 * the content does (it is measured again).
 */
export function ReadMore({ id, contentKey, children }: { id: string; contentKey: string; children: ReactNode }) {
  const [fit, setFit] = useState<Fit>('measuring');
  const [open, setOpen] = useState(false);

  useEffect(() => {
    let live = true;
    setFit('measuring');
    const timer = setTimeout(() => {
      Taro.createSelectorQuery()
        .select(`#${id}`)
        .boundingClientRect()
        .select(`#${id}-content`)
        .boundingClientRect()
        .exec((res: unknown[]) => {
          const [box, content] = (res ?? []) as ({ height?: number } | null)[];
          // Half a pixel of rounding between the two boxes is not more text.
          if (live) setFit((content?.height ?? 0) > (box?.height ?? 0) + 0.5 ? 'taller' : 'fits');
        });
    }, 0);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [id, contentKey]);

  const cut = fit !== 'fits' && !open;
  return (
    <>
      <View id={id} className="read-more" style={cut ? { maxHeight: collapsedHeight(), overflow: 'hidden' } : undefined}>
        <View id={`${id}-content`}>{children}</View>
      </View>
      {fit === 'taller' ? (
        <Button size="small" fill="none" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
          {open ? COMMUNITY_TEXT.collapse : COMMUNITY_TEXT.readMore}
        </Button>
      ) : null}
    </>
  );
}
