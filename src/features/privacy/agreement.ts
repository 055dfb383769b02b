/**
 * The one agreement request in flight, shared by the platform flow (which asks) and the dialog (which answers).
 * WeChat may raise several protected calls at once; they all wait on the same answer, so the user sees one dialog.
 */
import { useSyncExternalStore } from 'react';

type Answer = (agreed: boolean) => void;

let waiting: Answer[] = [];
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** Opens the dialog (or joins the open one); resolves with the user's answer. */
export function askForAgreement(): Promise<boolean> {
  return new Promise((resolve) => {
    waiting = [...waiting, resolve];
    if (waiting.length === 1) emit();
  });
}

/** The user's answer: every waiting request gets it and the dialog closes. */
export function answerAgreement(agreed: boolean): void {
  const answered = waiting;
  waiting = [];
  answered.forEach((answer) => answer(agreed));
  emit();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const asking = () => waiting.length > 0;

/** Whether the dialog should show. */
export function useAgreementAsked(): boolean {
  return useSyncExternalStore(subscribe, asking, asking);
}
