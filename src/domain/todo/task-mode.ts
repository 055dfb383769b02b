// A record in task mode (issue: "the form with the current node's field permissions"): the fields the node makes
// editable are editable, the rest read-only, the hidden ones not shown; what is sent back is only what the user
// changed in the editable fields. And the one check before a decision is sent.

export type FieldAccess = 'edit' | 'read' | 'hidden';

export interface TaskFieldState {
  hidden: boolean;
  readOnly: boolean;
  required: boolean;
}

/** The renderer's state of every field from the node's access map; a field the map does not name is read-only. */
export function taskFieldStates(keys: readonly string[], access: Readonly<Record<string, FieldAccess>>): Record<string, TaskFieldState> {
  const out: Record<string, TaskFieldState> = {};
  for (const key of keys) {
    const a = access[key] ?? 'read';
    out[key] = { hidden: a === 'hidden', readOnly: a !== 'edit', required: false };
  }
  return out;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The editable fields whose value differs from the record's: the decision's `data` (nothing when none changed). */
export function editedContent(
  initial: Readonly<Record<string, unknown>>,
  values: Readonly<Record<string, unknown>>,
  access: Readonly<Record<string, FieldAccess>>,
): Record<string, unknown> | undefined {
  const changed = Object.keys(values).filter((k) => access[k] === 'edit' && !same(initial[k], values[k]));
  return changed.length ? Object.fromEntries(changed.map((k) => [k, values[k]])) : undefined;
}

export type DecisionProblem = 'opinionRequired' | 'signatureRequired';

/** Why a decision cannot be sent yet: a rejection needs an opinion; an approval at a signature node a signature. */
export function decisionProblem(d: { approved: boolean; comment: string; signatureNeeded: boolean; signature: string | null }): DecisionProblem | null {
  if (!d.approved && d.comment.trim() === '') return 'opinionRequired';
  if (d.approved && d.signatureNeeded && !d.signature) return 'signatureRequired';
  return null;
}
