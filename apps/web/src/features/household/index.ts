export { addDependant, householdKey, householdQuery } from './api/household.ts';
export { DependantForm } from './components/dependant-form.tsx';
export { HouseholdList } from './components/household-list.tsx';
