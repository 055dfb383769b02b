// Response schemas of the certification calls (calls-and-errors.md §7 Storage: ocr, faceid, idCardMessage; shapes
// are the local platform server's, server/README.md "Real-name certification").
import { z } from 'zod/mini';

import { textOrEmpty } from './text';

export const idCardFrontSchema = z.looseObject({
  idNumber: textOrEmpty,
  birthDate: textOrEmpty,
  gender: textOrEmpty,
  name: textOrEmpty,
  address: textOrEmpty,
});
export const idCardBackSchema = z.looseObject({ validFrom: textOrEmpty, validTo: textOrEmpty, issuedBy: textOrEmpty });
export const bizLicenseSchema = z.looseObject({ creditCode: textOrEmpty, registeredOn: textOrEmpty, name: textOrEmpty, legalPerson: textOrEmpty });

export const faceHandoffSchema = z.looseObject({ bizToken: z.string(), url: z.string() });
export const faceResultSchema = z.looseObject({
  bizToken: z.string(),
  result: z.catch(z.enum(['PENDING', 'SUCCESS', 'FAILED']), 'PENDING'),
  reason: textOrEmpty,
  name: textOrEmpty,
  idNumber: textOrEmpty,
});

export const certificationStateSchema = z.nullable(
  z.looseObject({
    kind: z.string(),
    /** §4 ID type (0 when the platform does not say). */
    idType: z.catch(z.number(), 0),
    status: z.catch(z.enum(['IN_REVIEW', 'CERTIFIED', 'FAILED']), 'IN_REVIEW'),
    name: textOrEmpty,
    number: textOrEmpty,
    failReason: textOrEmpty,
  }),
);
export type CertificationState = z.infer<typeof certificationStateSchema>;

export const myCertificationsSchema = z.looseObject({
  person: z.catch(certificationStateSchema, null),
  organization: z.catch(certificationStateSchema, null),
});
