import { lazy, Suspense } from 'react';

/**
 * The outbox on the home, loaded once the home has painted: its code (IndexedDB, the replay, the list) stays out of
 * the H5's first route, and an empty outbox shows nothing anyway.
 */
const Card = lazy(() => import('./OutboxCard').then((m) => ({ default: m.OutboxCard })));

export function HomeOutbox() {
  return (
    <Suspense fallback={null}>
      <Card />
    </Suspense>
  );
}
