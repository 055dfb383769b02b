// Checks of organisation creation before anything is sent (the server checks again): name 2-50 characters, an
// industry of the list, a contact, a mobile number (spec §5) and a 6-digit code (spec §9).
import { INDUSTRIES } from './industries';
import { isMobile, isSmsCode } from './sms';

export interface CreateInput {
  name: string;
  industry: string;
  contactName: string;
  contactPhone: string;
  smsCode: string;
}

export type CreateProblem = 'name' | 'industry' | 'contactName' | 'contactPhone' | 'smsCode';

/** The fields that stop the creation, in the form's order; empty when it may go. */
export function createProblems(input: CreateInput): CreateProblem[] {
  const problems: CreateProblem[] = [];
  const name = input.name.trim();
  if (name.length < 2 || name.length > 50) problems.push('name');
  if (!INDUSTRIES.some((i) => i.name === input.industry)) problems.push('industry');
  if (!input.contactName.trim()) problems.push('contactName');
  if (!isMobile(input.contactPhone.trim())) problems.push('contactPhone');
  if (!isSmsCode(input.smsCode)) problems.push('smsCode');
  return problems;
}
