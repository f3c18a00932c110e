export { CheckboxField, FieldRow, SelectField, TextField } from './fields.tsx';
export { PersonFields } from './person-fields.tsx';
export { useFormErrors } from './use-form-errors.ts';
