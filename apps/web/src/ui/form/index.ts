export { CheckboxField, FieldRow, SelectField, TextField } from './fields.tsx';
export { PersonFields } from './person-fields.tsx';
export { TermsField, termsTexts } from './terms-field.tsx';
export { useFormErrors } from './use-form-errors.ts';
