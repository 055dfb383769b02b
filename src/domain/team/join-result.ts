// The result screen's three outcomes (spec §2 "Result: joined, or request pending approval, or refused, with the
// next step"), from what the accept call answered or why it refused.

export type JoinOutcome = 'joined' | 'pending' | 'refused' | 'created';

/** The outcome of an accepted request's status; anything else counts as refused. */
export function outcomeOfStatus(status: string | null | undefined): JoinOutcome {
  switch (status) {
    case 'APPROVED':
    case 'JOINED':
      return 'joined';
    case 'PENDING':
      return 'pending';
    case 'CREATED':
      return 'created';
    default:
      return 'refused';
  }
}

/** The next step each outcome offers: enter the organisation, or go back to create or join. */
export function nextStepOf(outcome: JoinOutcome): 'enter' | 'home' | 'retry' {
  if (outcome === 'joined' || outcome === 'created') return 'enter';
  if (outcome === 'pending') return 'home';
  return 'retry';
}
