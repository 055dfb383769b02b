import { useDidShow } from '@tarojs/taro';
import { useEffect, useRef, useState } from 'react';

import { personDraft } from './draft';
import { refusalText } from './refusal';
import { faceResult, submitCertification, type PersonMessage } from '../../api/certification';
import { invalidate, useChange, useLoad } from '../../data';

export const MINE_KEY = ['certification', 'mine'] as const;

/**
 * Back from the face-verification provider (H5: `bizToken` in the address; mini program: the web view closed, the
 * token kept in the draft): reads the provider's result and, once it is decided, sends the certification with the
 * fields typed before leaving. The server records success as certified and failure with its reason; a refused
 * certification (the number already certifies another account) is answered as `refusal`, for the screen to show.
 */
export function useFaceReturn(fromAddress: string | undefined): { busy: boolean; refusal: string | null } {
  const [shown, setShown] = useState(0);
  useDidShow(() => setShown((n) => n + 1));
  const draft = personDraft.read();
  const token = draft?.bizToken ?? (draft ? fromAddress : undefined);
  const result = useLoad(['certification', 'face', token, shown], () => faceResult(token!), { enabled: !!token, freshFor: 0 });
  const submit = useChange({
    mutationFn: (message: PersonMessage) => submitCertification(message),
    onSuccess: (state) => {
      const kept = personDraft.read();
      if (state?.status === 'FAILED' && kept) personDraft.save({ ...kept, bizToken: undefined });
      else personDraft.clear();
    },
    // Refused (the number certified by another account...): the typed fields stay for another try, the token goes.
    onError: () => {
      const kept = personDraft.read();
      if (kept) personDraft.save({ ...kept, bizToken: undefined });
    },
    onSettled: () => void invalidate([...MINE_KEY]),
  });
  const sent = useRef<string | null>(null);

  useEffect(() => {
    const r = result.data;
    const typed = personDraft.read();
    if (!r || !typed || sent.current === r.bizToken) return;
    // Came back without finishing: the person can start again.
    if (r.result === 'PENDING') return personDraft.save({ ...typed, bizToken: undefined });
    sent.current = r.bizToken;
    const { name, idNumber, address, validFrom, validTo } = typed;
    submit.mutate({ kind: 'PERSON', name, idNumber, address, validFrom, validTo, bizToken: r.bizToken });
  }, [result.data, submit]);

  return { busy: !!token && (result.status === 'pending' || submit.isPending), refusal: submit.error ? refusalText(submit.error) : null };
}
