import { storage } from '../../platform/storage';

/** What the person typed, kept while they are away at the face-verification provider's page. */
export interface PersonDraft {
  name: string;
  idNumber: string;
  address: string;
  validFrom: string;
  validTo: string;
  /** Set once the provider's page was opened: its result is read on the way back. */
  bizToken?: string;
}

const KEY = 'ware_certification_person';

export const personDraft = {
  read: (): PersonDraft | undefined => storage.get<PersonDraft>(KEY),
  save: (draft: PersonDraft) => storage.set(KEY, draft),
  clear: () => storage.remove(KEY),
};
