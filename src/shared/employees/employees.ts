import { z } from 'zod';

/** GET /api/exceptions/employees: the active employees' names, sorted (spec 01 §3 "Employee list"). */
export const EmployeeNamesSchema = z.array(z.string());
export type EmployeeNames = z.infer<typeof EmployeeNamesSchema>;
