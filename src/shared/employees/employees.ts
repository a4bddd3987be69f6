import { z } from 'zod';
import { dateInZone, STORE_TIME_ZONE } from '../schedules/dates';
import { idParam, positiveInt32 } from '../validation/numbers';
import { singleLineText } from '../validation/text';

/** Today in the stores' zone, when the value is checked (a birthday cannot be after it). */
const storeToday = () => dateInZone(new Date(), STORE_TIME_ZONE);

/** GET /api/exceptions/employees: the active employees' names, sorted (spec 01 §3 "Employee list"). */
export const EmployeeNamesSchema = z.array(z.string());
/** The roster on the management screen is fresh for 1 hour (spec 03 §9). */
export const ROSTER_CACHE_MS = 60 * 60 * 1000;
/** Where the roster is kept (DESIGN §1: the records database is ours). */
export const ROSTER_SOURCE = 'Mission Control database';

export const EMPLOYEE_MESSAGES = {
  nameRequired: 'Name is required',
  birthdayRequired: 'Birthday is required',
  startDateRequired: 'Start date is required',
  phoneRequired: 'Phone is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  employeeRequired: 'Please select an employee',
  endDateRequired: 'End date is required',
  dateInvalid: 'Use a real date in the form yyyy-mm-dd',
  nameTaken: 'An active employee already has that name',
  notFound: 'No active employee has that name',
  endBeforeStart: 'End date cannot be before the start date',
  accessDenied: 'Access Denied - You need admin privileges to access this page.',
  noActiveEmployees: 'No Active Employees',
  noContact: 'No contact information available',
  refreshFailed: 'Refresh Failed',
  addFailed: 'Failed to Add Employee',
  removeFailed: 'Failed to Remove Employee',
  // ADR 069.
  birthdayFuture: 'Birthday cannot be in the future',
  phoneNeedsDigits: 'Phone must contain digits',
  // Accounts linked to employees (ADR 080).
  userNotFound: 'User not found',
  accountTaken: 'That user is already linked to another employee',
  employeeHasAccount: 'That employee already has an account',
  accountLinked: 'Account linked',
  accountUnlinked: 'Account unlinked',
  noAccount: 'No account',
} as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (value: string) => {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && value >= '1900-01-01';
};

/** A required calendar date (yyyy-mm-dd, as a date input gives it). */
const requiredDate = (required: string) =>
  z
    .string({ message: required })
    .min(1, required)
    .max(10, EMPLOYEE_MESSAGES.dateInvalid)
    .refine(isRealDate, EMPLOYEE_MESSAGES.dateInvalid);

const requiredText = (label: string, max: number, required: string) =>
  singleLineText({ max, label, trim: true, typeError: required }).min(1, required);

/** POST /api/employee-roster/add (spec 03 §3 "Employee", §5 "New employee"). */
export const AddEmployeeInputSchema = z
  .object({
    name: requiredText('Name', 100, EMPLOYEE_MESSAGES.nameRequired),
    birthday: requiredDate(EMPLOYEE_MESSAGES.birthdayRequired).refine(
      (value) => value <= storeToday(),
      EMPLOYEE_MESSAGES.birthdayFuture,
    ),
    startDate: requiredDate(EMPLOYEE_MESSAGES.startDateRequired),
    phone: requiredText('Phone', 40, EMPLOYEE_MESSAGES.phoneRequired).regex(/\d/, EMPLOYEE_MESSAGES.phoneNeedsDigits),
    email: requiredText('Email', 254, EMPLOYEE_MESSAGES.emailRequired).pipe(
      z.email({ message: EMPLOYEE_MESSAGES.emailInvalid }),
    ),
  })
  .strict();
export type AddEmployeeInput = z.infer<typeof AddEmployeeInputSchema>;

/**
 * PUT /api/employee-roster/:id: a record corrected, with the same fields and rules as a new one (ADR 069).
 * @alias
 */
export const EditEmployeeInputSchema = AddEmployeeInputSchema;
export type EditEmployeeInput = AddEmployeeInput;
export const EmployeeIdParamsSchema = z.object({ id: idParam() }).strict();

/** POST /api/employee-roster/remove (spec 03 §5: "Please select an employee", "End date is required"). */
export const RemoveEmployeeInputSchema = z
  .object({
    employeeName: requiredText('Employee', 100, EMPLOYEE_MESSAGES.employeeRequired),
    endDate: requiredDate(EMPLOYEE_MESSAGES.endDateRequired),
  })
  .strict();
export type RemoveEmployeeInput = z.infer<typeof RemoveEmployeeInputSchema>;

export const EmployeeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  birthday: z.string().nullable(),
  startDate: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  isActive: z.boolean(),
  endDate: z.string().nullable(),
  /** The user account linked to this employee (ADR 080), and its username. */
  userId: z.number().int().nullable(),
  username: z.string().nullable(),
});
export type Employee = z.infer<typeof EmployeeSchema>;

/** PUT /api/employee-roster/:id/account: link a user to the employee, or unlink (null). */
export const LinkAccountInputSchema = z.object({ userId: positiveInt32({ label: 'User' }).nullable() }).strict();
export type LinkAccountInput = z.infer<typeof LinkAccountInputSchema>;

/** The management screen's roster and its info card (spec 03 "Employee Management"). */
export const RosterSchema = z.object({
  employees: z.array(EmployeeSchema),
  activeCount: z.number().int(),
  source: z.string(),
  cacheDurationMs: z.number().int(),
  refreshedAt: z.string(),
});
export type Roster = z.infer<typeof RosterSchema>;

export const RemoveEmployeeResponseSchema = z.object({ success: z.literal(true), employee: EmployeeSchema });

/** GET /api/employee-directory: active employees' contact cards. */
const DirectoryEntrySchema = z.object({
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});
export const DirectorySchema = z.array(DirectoryEntrySchema);
export type DirectoryEntry = z.infer<typeof DirectoryEntrySchema>;
