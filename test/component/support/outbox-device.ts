/**
 * The device's durable outbox (IndexedDB in the browser, the mini program's storage there), kept in memory for
 * component tests: `jest.mock('…/platform/durable-storage', () => jest.requireActual<…>('…/outbox-device').durableInMemory)`,
 * then read or set what is kept through `outboxKept`. The factory and the test share this one module (as the Taro
 * harness does), so what the outbox writes is what the test reads.
 */
const OUTBOX_KEY = 'wareOutbox';

export const outboxKept: { entries: unknown } = { entries: undefined };

export const durableInMemory = {
  readDurable: async (key: string) => (key === OUTBOX_KEY ? outboxKept.entries : undefined),
  writeDurable: async (key: string, value: unknown) => void (key === OUTBOX_KEY && (outboxKept.entries = value)),
  removeDurable: async () => undefined,
};
