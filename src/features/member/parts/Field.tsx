import { Field as UiField, type FieldProps } from '../../../ui/Field';

/** A labelled text field of the member, store and after-sales forms (ids `member-{name}`). */
export const Field = (props: Omit<FieldProps, 'extra'>) => <UiField idPrefix="member" {...props} />;
