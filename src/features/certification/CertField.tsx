import { Field, type FieldProps } from '../../ui/Field';

/** One labelled field of the certification forms (ids `cert-<name>`); at most 40 characters unless it says. */
export const CertField = (props: Omit<FieldProps, 'extra'>) => <Field idPrefix="cert" maxLength={40} {...props} />;
