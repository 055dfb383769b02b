// Response schemas of the certification calls (calls-and-errors.md §7 Storage: ocr, faceid, idCardMessage; shapes
// are the local platform server's, server/README.md "Real-name certification").
import { z } from 'zod/mini';

const text = z.pipe(
  z.nullish(z.string()),
  z.transform((v) => v ?? ''),
);

export const idCardFrontSchema = z.looseObject({
  idNumber: text,
  birthDate: text,
  gender: text,
  name: text,
  address: text,
});
export const idCardBackSchema = z.looseObject({ validFrom: text, validTo: text, issuedBy: text });
export const bizLicenseSchema = z.looseObject({ creditCode: text, registeredOn: text, name: text, legalPerson: text });

export const faceHandoffSchema = z.looseObject({ bizToken: z.string(), url: z.string() });
export const faceResultSchema = z.looseObject({
  bizToken: z.string(),
  result: z.catch(z.enum(['PENDING', 'SUCCESS', 'FAILED']), 'PENDING'),
  reason: text,
  name: text,
  idNumber: text,
});

export const certificationStateSchema = z.nullable(
  z.looseObject({
    kind: z.string(),
    /** §4 ID type (0 when the platform does not say). */
    idType: z.catch(z.number(), 0),
    status: z.catch(z.enum(['IN_REVIEW', 'CERTIFIED', 'FAILED']), 'IN_REVIEW'),
    name: text,
    number: text,
    failReason: text,
  }),
);
export type CertificationState = z.infer<typeof certificationStateSchema>;

export const myCertificationsSchema = z.looseObject({
  person: z.catch(certificationStateSchema, null),
  organization: z.catch(certificationStateSchema, null),
});
