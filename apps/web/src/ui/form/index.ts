export { CheckboxField, FieldRow, SelectField, TextField } from './fields.tsx';
export { DateOfBirthField, NameAndEmailFields, PersonFields, PhoneField } from './person-fields.tsx';
export { TermsField, termsTexts } from './terms-field.tsx';
export { useFormErrors } from './use-form-errors.ts';
