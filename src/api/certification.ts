/**
 * Real-name certification (calls-and-errors.md §7 Storage): OCR of card photos, the face-verification hand-off and
 * its result, and the certification itself. Photos go as multipart straight to the OCR call and are not stored.
 */
import {
  bizLicenseSchema,
  certificationStateSchema,
  faceHandoffSchema,
  faceResultSchema,
  idCardBackSchema,
  idCardFrontSchema,
  myCertificationsSchema,
} from './schemas/certification';
import { uploadTo } from './storage';
import { request } from './transport';
import type { LocalFile } from '../platform/local-file';

export const ocrIdCardFront = (photo: LocalFile) => uploadTo('/storage/ocr/idCard/front', photo, idCardFrontSchema);
export const ocrIdCardBack = (photo: LocalFile) => uploadTo('/storage/ocr/idCard/back', photo, idCardBackSchema);
export const ocrBizLicense = (photo: LocalFile) => uploadTo('/storage/ocr/bizLicense', photo, bizLicenseSchema);

/** POST /storage/faceid/detectAuth: the provider's page for this person, returning to `redirectUrl`. */
export function faceDetectAuth(input: { name: string; idNumber: string; redirectUrl: string }) {
  return request({ method: 'POST', path: '/storage/faceid/detectAuth', data: input, schema: faceHandoffSchema });
}

/** GET /storage/faceid/getDetectInfoEnhanced: what the provider decided. */
export function faceResult(bizToken: string) {
  return request({ path: '/storage/faceid/getDetectInfoEnhanced', query: { bizToken }, schema: faceResultSchema });
}

/** My certifications, person and organisation (null: not started). */
export function myCertifications() {
  return request({ path: '/storage/idCardMessage', schema: myCertificationsSchema });
}

export interface PersonMessage {
  kind: 'PERSON';
  name: string;
  idNumber: string;
  address: string;
  validFrom: string;
  validTo: string;
  bizToken: string;
}
export interface OrganizationMessage {
  kind: 'ORGANIZATION';
  /** §4 ID type: 1 business licence, 5 institution legal-person certificate. */
  idType: 1 | 5;
  name: string;
  creditCode: string;
  legalPerson: string;
  registeredOn: string;
}

/** A person's document other than the resident ID card (§4 ID types 3, 4, 6): reviewed, not face-checked. */
export interface DocumentMessage {
  kind: 'PERSON';
  idType: 3 | 4 | 6;
  name: string;
  number: string;
  documentName: string;
}

/** POST /storage/idCardMessage. */
export function submitCertification(message: PersonMessage | OrganizationMessage | DocumentMessage) {
  return request({ method: 'POST', path: '/storage/idCardMessage', data: message, schema: certificationStateSchema });
}
