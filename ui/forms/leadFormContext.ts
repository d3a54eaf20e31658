/**
 * What a lead form tells its fields beyond react-hook-form's own context: which fields the schema
 * requires (they are marked) and whether the form is sending (every field is disabled meanwhile).
 */
import { createContext, useContext } from 'react';

export interface LeadFormState {
  required: (field: string) => boolean;
  disabled: boolean;
}

export const LeadFormContext = createContext<LeadFormState>({ required: () => false, disabled: false });

export const useLeadFormState = (): LeadFormState => useContext(LeadFormContext);
