/**
 * Typing into a text box as a browser does. jsdom keeps no maxlength (a value set at once passes at any length), so
 * this types one character at a time into the native <input> or <textarea> (inside Taro's element, or given) and,
 * as a browser does, refuses each character once the box holds its maxlength. Every accepted character fires the
 * input event that Taro's element turns into onInput.
 */
import { fireEvent } from '@testing-library/react';

type Box = HTMLInputElement | HTMLTextAreaElement;

export function typeInto(element: Element, text: string): void {
  const box = (element.matches('input, textarea') ? element : element.querySelector('input, textarea')) as Box | null;
  if (!box) throw new Error('no native text box to type into');
  for (const character of text) {
    // maxLength is -1 without a limit; it counts UTF-16 units, as the browser does.
    if (box.maxLength >= 0 && box.value.length + character.length > box.maxLength) return;
    fireEvent.input(box, { target: { value: box.value + character } });
  }
}
