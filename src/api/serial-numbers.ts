/**
 * Serial numbers of the form's code control (calls-and-errors.md §7 "Dictionary": POST /dict/snoRule/generate and
 * /dict/snoRule/get). `generate` takes the organisation's next number of a rule: it is asked once per record, when
 * the record is submitted (domain/form-engine/serial-number.ts); `get` reads the last one given, shown meanwhile.
 */
import { serialNumberSchema } from './schemas/serial-numbers';
import { request } from './transport';
import type { SerialRule } from '../domain/form-engine';

/** The last number a rule gave in the organisation (`sno` null while none): the code control's hint before submit. */
export const lastSerialNumber = (rule: SerialRule) =>
  request({ method: 'POST', path: '/dict/snoRule/get', data: rule, loading: false, silent: true, schema: serialNumberSchema });

export const generateSerialNumber = (rule: SerialRule) =>
  request({ method: 'POST', path: '/dict/snoRule/generate', data: rule, loading: false, schema: serialNumberSchema });

