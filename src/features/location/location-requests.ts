/**
 * How choose-location answers whoever opened it, as `Taro.chooseLocation` resolves its promise: the opener waits on a
 * request id; 确定 resolves it with the place, leaving without one resolves null. The answer is also kept in storage
 * under the request id when nobody is waiting any more (the browser reloaded on choose-location, so the page that
 * asked was loaded again): that page takes it when its control mounts again (`takeLocationAnswer`).
 */
import { chooseLocationQuery, coordinates, type ChosenLocation } from '../../domain/location/location-pages';
import { navigate } from '../../platform/navigate';
import { storage } from '../../platform/storage';
import { PATHS } from '../../routes';

const requestKey = (owner: string) => `ware_location_request:${owner}`;
const answerKey = (requestId: string) => `ware_location_answer:${requestId}`;

const waiting = new Map<string, (answer: ChosenLocation | null) => void>();
let counter = 0;

/**
 * Opens choose-location for `owner` (the page address and control that asks, so a reloaded page finds its answer).
 * Resolves with the chosen place, or null.
 */
export function requestLocation(owner: string): Promise<ChosenLocation | null> {
  counter += 1;
  const requestId = `loc-${Date.now().toString(36)}-${counter.toString(36)}`;
  storage.set(requestKey(owner), requestId);
  return new Promise((resolve) => {
    waiting.set(requestId, (answer) => {
      waiting.delete(requestId);
      storage.remove(requestKey(owner));
      resolve(answer);
    });
    navigate(`${PATHS.chooseLocation}?${chooseLocationQuery(requestId)}`).catch(() => waiting.get(requestId)?.(null));
  });
}

/** choose-location's 确定: the waiting opener gets the place, or storage keeps it for the opener's next mount. */
export function answerLocationRequest(requestId: string, place: ChosenLocation): void {
  const answer = waiting.get(requestId);
  if (answer) answer(place);
  else storage.set(answerKey(requestId), place);
}

/** choose-location left without 确定. */
export function cancelLocationRequest(requestId: string): void {
  waiting.get(requestId)?.(null);
}

/** A place chosen for `owner` that no one was waiting for any more (see above), once; null when there is none. */
export function takeLocationAnswer(owner: string): ChosenLocation | null {
  const requestId = storage.get<string>(requestKey(owner));
  if (typeof requestId !== 'string') return null;
  const kept = storage.get<Partial<ChosenLocation>>(answerKey(requestId));
  if (!kept) return null;
  storage.remove(requestKey(owner));
  storage.remove(answerKey(requestId));
  const at = coordinates(kept.latitude, kept.longitude);
  return at ? { name: String(kept.name ?? ''), address: String(kept.address ?? ''), ...at } : null;
}
