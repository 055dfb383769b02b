/**
 * Serial numbers of the form's code control (calls-and-errors.md §7 "Dictionary": POST /dict/snoRule/generate and
 * /dict/snoRule/get). `generate` takes the organisation's next number of a rule: it is asked once per record, when
 * the record is submitted (domain/form-engine/serial-number.ts).
 */
import { serialNumberSchema } from './schemas/serial-numbers';
import { request } from './transport';
import type { SerialRule } from '../domain/form-engine';

export const generateSerialNumber = (rule: SerialRule) =>
  request({ method: 'POST', path: '/dict/snoRule/generate', data: rule, loading: false, schema: serialNumberSchema });

