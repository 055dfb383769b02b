import { useEffect, type RefObject } from 'react';

/**
 * H5: a bar stuck over the bottom of the page (the task's decisions) covers what scrolls under it, so the page keeps
 * that much room when it scrolls a focused field into view (`scroll-padding-bottom` on Taro's page, the element that
 * scrolls): Tab never leaves focus behind the bar (WCAG 2.4.11). Kept equal to the bar's height as it changes (a
 * problem or the people to pick shown in it). The mini program has no Tab and needs none of it.
 */
export function useScrollRoomAbove(bar: RefObject<unknown>, present: boolean): void {
  useEffect(() => {
    if (process.env.TARO_ENV !== 'h5' || !present) return;
    const el = bar.current as HTMLElement | null;
    const page = el?.closest<HTMLElement>('.taro_page');
    if (!el || !page) return;
    const fit = () => {
      page.style.scrollPaddingBottom = `${el.offsetHeight}px`;
    };
    fit();
    const watch = new ResizeObserver(fit);
    watch.observe(el);
    return () => {
      watch.disconnect();
      page.style.scrollPaddingBottom = '';
    };
  }, [bar, present]);
}
