import { View } from '@tarojs/components';
import { useEffect, useState } from 'react';

import { onKeys } from './a11y';
import { ARROW_STEPS, dayKey, dayName, firstFocus, keyOf, movedDay, type DayKey } from './calendar-keys';
import { NutCalendar } from './nut-calendar';
import './calendar.css';

interface RangeCalendarProps {
  visible: boolean;
  title: string;
  startText: string;
  endText: string;
  confirmText: string;
  firstDayOfWeek: number;
  /** `YYYY-MM-DD`: the first and last day offered. */
  startDate: DayKey;
  endDate: DayKey;
  /** The range shown as picked when it opens, `YYYY-MM-DD` each. */
  defaultValue: DayKey[];
  onConfirm: (picked: unknown) => void;
  onClose: () => void;
}

/** What NutUI passes to renderDay: the day of the month and, for the month's own days, its year and month. */
interface NutDay {
  day: number | string;
  type: string;
  year?: number | string;
  month?: number | string;
}

type KeyEvent = { key?: string; preventDefault?: () => void; currentTarget?: unknown };

/** Enter or Space presses what NutUI made clickable around it (a day, the confirm bar): its click bubbles there. */
const pressOnKeys = (event: KeyEvent) => onKeys(() => (event.currentTarget as HTMLElement).click(), true)(event);

/** The drawn day of the open calendar, if its month is drawn. */
const dayElement = (key: DayKey) => document.querySelector<HTMLElement>(`.ware-calendar [data-day="${key}"]`);

/** For a few frames, puts the focus back on a day whenever a redraw took it away. */
function keepFocusOn(key: DayKey, frames = 10): void {
  if (process.env.TARO_ENV !== 'h5') return;
  requestAnimationFrame(() => {
    const day = dayElement(key);
    if (day && document.activeElement !== day) day.focus({ preventScroll: true });
    if (frames > 1) keepFocusOn(key, frames - 1);
  });
}

const today = () => {
  const d = new Date();
  return dayKey(d.getFullYear(), d.getMonth() + 1, d.getDate());
};

/**
 * NutUI's range Calendar in its Popup, usable by keyboard and screen reader. NutUI draws each day as a clickable View
 * with no tab stop and its months in a ScrollView nobody can reach by keys; here each offered day is a named button
 * (`2026年11月29日`, pressed when it is an end of the range) with one tab stop in the grid (the range's start, else
 * today), focused as it opens: the arrow keys move a day or a week, Enter or Space picks, Escape closes, and 确定 is
 * a button too.
 *
 * NutUI's close mark (a View with `aria-role`) becomes a button here (taro-popups.h5.ts), as it opens: the calendar's
 * popup, mounted already open, never met taro-interaction.h5.ts's animation hook, and mounting it closed first (kept:
 * it slides in like the others) did not bring it there either. The mini program ignores the keyboard props.
 */
export function Calendar({
  visible,
  defaultValue,
  startDate,
  endDate,
  confirmText,
  onClose,
  ...texts
}: RangeCalendarProps) {
  const [shown, setShown] = useState(false);
  const [picked, setPicked] = useState<DayKey[]>([]);
  const [focusDay, setFocusDay] = useState<DayKey>(startDate);
  useEffect(() => {
    setShown(visible);
    if (!visible) return;
    const initial = defaultValue.map(keyOf).filter((k): k is DayKey => k !== null);
    setPicked(initial);
    setFocusDay(firstFocus(initial, today(), startDate, endDate));
    // Only an opening starts again from the given range; the other props do not change while it is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [visible]);

  // H5: focus goes into the calendar as it opens, to its tab stop, once NutUI has drawn the months and shown them.
  // NutUI redraws its months for a while after opening (it may first draw today's months, then jump to where it
  // opens), which can take the focused day away: for a second the focus is put back whenever it has left the
  // calendar. When the tab stop's day is not among the months drawn (no range yet), the first day in view takes it.
  // NutUI scrolls to the range's month itself: the focus must not scroll against it.
  useEffect(() => {
    if (process.env.TARO_ENV !== 'h5' || !shown) return;
    let frames = 0;
    let next = 0;
    let wanted = focusDay;
    const fitClose = () => {
      if (process.env.TARO_ENV === 'h5') void import('./taro-popups.h5').then((m) => m.fitPopupClose());
    };
    const keepFocusIn = () => {
      const calendar = document.querySelector<HTMLElement>('.ware-calendar .nut-calendar-popup');
      if (calendar?.querySelector('.nut-popup-title-right[aria-role]')) fitClose();
      if (calendar && !calendar.contains(document.activeElement)) {
        const content = calendar.querySelector<HTMLElement>('.nut-calendar-content');
        const days = content ? [...content.querySelectorAll<HTMLElement>('[data-day]')] : [];
        const top = content?.getBoundingClientRect().top ?? 0;
        const day = days.find((d) => d.dataset.day === wanted) ?? days.find((d) => d.getBoundingClientRect().top >= top && d.getBoundingClientRect().bottom <= innerHeight);
        day?.focus({ preventScroll: true });
        if (day && day.dataset.day !== wanted) setFocusDay((wanted = day.dataset.day!));
      }
      if (++frames < 60) next = requestAnimationFrame(keepFocusIn);
    };
    next = requestAnimationFrame(keepFocusIn);
    return () => cancelAnimationFrame(next);
    // Once per opening, on the day it opens on; the keys move the focus after that.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown]);

  const onDayKeys = (key: DayKey) => (event: KeyEvent) => {
    const step = event.key ? ARROW_STEPS[event.key] : undefined;
    if (step === undefined) {
      pressOnKeys(event);
      // A pick redraws NutUI's days, and the focused one with them: the focus goes back to the day just picked.
      keepFocusOn(key);
      return;
    }
    event.preventDefault?.();
    const next = movedDay(key, step, startDate, endDate);
    setFocusDay(next);
    // The day is drawn when its month is near the one in view (NutUI draws a few months at a time); focusing it
    // scrolls it into view, and NutUI then draws the months around it.
    dayElement(next)?.focus();
  };

  const renderDay = (day: NutDay) => {
    if (day.type !== 'active' || day.year === undefined || day.month === undefined) return String(day.day);
    const key = dayKey(day.year, day.month, day.day);
    if (key < startDate || key > endDate) return String(day.day);
    return (
      <View
        className="ware-calendar__day"
        role="button"
        tabIndex={key === focusDay ? 0 : -1}
        aria-label={dayName(key)}
        aria-pressed={picked.includes(key)}
        data-day={key}
        onKeyDown={onDayKeys(key)}
        // A DOM focus event (H5): Taro's View types list none, and the mini program sends none.
        {...{ onFocus: () => setFocusDay(key) }}
      >
        {day.day}
      </View>
    );
  };

  return (
    <View className="ware-calendar" onKeyDown={(e: KeyEvent) => e.key === 'Escape' && onClose()}>
      <NutCalendar
        {...texts}
        visible={shown}
        type="range"
        startDate={startDate}
        endDate={endDate}
        defaultValue={defaultValue}
        confirmText={confirmText}
        onClose={onClose}
        onDayClick={(days: unknown) =>
          setPicked((Array.isArray(days) ? days : []).map(keyOf).filter((k): k is DayKey => k !== null))
        }
        renderDay={renderDay}
        renderBottomButton={() => (
          <View className="calendar-confirm-btn" role="button" tabIndex={0} onKeyDown={pressOnKeys}>
            {confirmText}
          </View>
        )}
      />
    </View>
  );
}
