import { useEffect } from 'react';

/**
 * NutUI's Signature draws from touch events only, so in a desktop browser a mouse could not sign. Inside the element
 * `id`, a press, drag and release of the main mouse button are passed on as the touches they stand for (same target,
 * same point). Mouse events a touch screen fires after a real touch (`sourceCapabilities.firesTouchEvents`) are left
 * alone: the touch itself has already drawn.
 */
export function useMouseAsTouch(id: string): void {
  useEffect(() => {
    const root = document.getElementById(id);
    if (!root || typeof Touch === 'undefined' || typeof TouchEvent === 'undefined') return undefined;
    let pressed = false;
    const fromTouch = (e: MouseEvent) => (e as MouseEvent & { sourceCapabilities?: { firesTouchEvents?: boolean } }).sourceCapabilities?.firesTouchEvents === true;
    const send = (type: 'touchstart' | 'touchmove' | 'touchend', e: MouseEvent) => {
      const target = e.target instanceof Element ? e.target : root;
      const touch = new Touch({ identifier: 1, target, clientX: e.clientX, clientY: e.clientY, pageX: e.pageX, pageY: e.pageY, screenX: e.screenX, screenY: e.screenY });
      target.dispatchEvent(new TouchEvent(type, { bubbles: true, cancelable: true, composed: true, touches: type === 'touchend' ? [] : [touch], targetTouches: type === 'touchend' ? [] : [touch], changedTouches: [touch] }));
    };
    const down = (e: MouseEvent) => {
      if (e.button !== 0 || fromTouch(e)) return;
      pressed = true;
      e.preventDefault();
      send('touchstart', e);
    };
    const move = (e: MouseEvent) => {
      if (pressed) send('touchmove', e);
    };
    const up = (e: MouseEvent) => {
      if (!pressed) return;
      pressed = false;
      send('touchend', e);
    };
    root.addEventListener('mousedown', down);
    root.addEventListener('mousemove', move);
    window.addEventListener('mouseup', up);
    return () => {
      root.removeEventListener('mousedown', down);
      root.removeEventListener('mousemove', move);
      window.removeEventListener('mouseup', up);
    };
  }, [id]);
}
