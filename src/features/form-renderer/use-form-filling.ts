/**
 * The form session (domain/form-engine/session.ts) bound to React: one session per form model, read through
 * useSyncExternalStore, with the API's lookups injected. The session decides everything; this only connects.
 */
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';

import { duplicateCheck } from '../../api/forms';
import { dataLinkage } from '../../api/relations';
import {
  createFormSession,
  type FormContext,
  type FormLookups,
  type FormModel,
  type FormSaving,
  type FormValues,
} from '../../domain/form-engine';

const API_LOOKUPS: FormLookups = {
  dataLinkage,
  duplicateCheck: async (query) => (await duplicateCheck(query.path, query.body)).duplicate,
};

/**
 * `initialValues` are read once per model. `context` (the record being filled) and `saving` (the local copy and the
 * server draft) may change between renders: the session reads the latest.
 */
export function useFormFilling(
  model: FormModel,
  initialValues: FormValues,
  context: FormContext | null = null,
  saving: FormSaving | null = null,
) {
  const latest = useRef({ context, saving });
  latest.current = { context, saving };
  const session = useMemo(
    () =>
      createFormSession(model, initialValues, {
        context: () => latest.current.context,
        lookups: API_LOOKUPS,
        saving: {
          local: (values) => latest.current.saving?.local?.(values),
          draft: async (values) => latest.current.saving?.draft?.(values),
        },
      }),
    // A new session only for a new form: initial values are the first render's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [model],
  );
  useEffect(() => () => session.dispose(), [session]);
  const snapshot = useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
  return { ...snapshot, ...session };
}
