import { z } from 'zod';
import {
  ClosedDayInputSchema,
  ClosedDaySchema,
  CopyWeekInputSchema,
  CopyWeekResponseSchema,
  EditableShiftSchema,
  ImportInputSchema,
  ImportResponseSchema,
  parseStores,
  PersonalScheduleQuerySchema,
  ScheduleEmployeesSchema,
  ScheduleQuerySchema,
  ScheduleRowsSchema,
  ScheduleTestSchema,
  ShiftFieldsSchema,
  ShiftIdParamsSchema,
  ShiftInputSchema,
  WeekQuerySchema,
  WeekSchema,
} from '#shared/schedules/schedule';
import {
  RecipientsInputSchema,
  RecipientsSchema,
  SickDayInputSchema,
  SickDayResponseSchema,
  StoreParamsSchema,
} from '#shared/schedules/sick-day';
import {
  TimeOffIdParamsSchema,
  TimeOffInputSchema,
  TimeOffListQuerySchema,
  TimeOffListSchema,
  TimeOffSchema,
} from '#shared/schedules/time-off';
import { STORE_CODES } from '#shared/stores';
import type { App } from '#server/http/app-types';
import { currentActor, currentUser } from '#server/plugins/access';
import { NoBodySchema } from '#shared/validation/no-body';
import { PublishInputSchema, PublishResponseSchema } from '#shared/schedules/publish';
import {
  DecisionInputSchema,
  MyEmployeeSchema,
  MyShiftsSchema,
  RequestIdParamsSchema,
  RequestInputSchema,
  RequestListQuerySchema,
  ReviewedRequestListSchema,
  ScheduleRequestListSchema,
  ScheduleRequestSchema,
} from '#shared/schedules/requests';
import type { PublishService } from './publish.service';
import type { RequestService } from './request.service';
import type { ScheduleService } from './schedules.service';
import type { SickDayService } from './sick-day.service';
import type { TimeOffService } from './time-off.service';

export function registerScheduleRoutes(
  app: App,
  schedule: ScheduleService,
  sickDays: SickDayService,
  timeOff: TimeOffService,
  requests: RequestService,
  publishing: PublishService,
) {
  // Viewer (spec 03 "Schedule viewer", §7): every signed-in user; never cached by the browser.
  app.get(
    '/api/schedule',
    { config: { access: 'user' }, schema: { querystring: ScheduleQuerySchema, response: { 200: ScheduleRowsSchema } } },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return schedule.storeRows(parseStores(request.query.stores), request.query.weekStart);
    },
  );
  app.get(
    '/api/schedule/personal',
    {
      config: { access: 'user' },
      schema: { querystring: PersonalScheduleQuerySchema, response: { 200: ScheduleRowsSchema } },
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return schedule.personalRows(request.query.employee, request.query.weekStart);
    },
  );
  app.get(
    '/api/schedule/employees',
    { config: { access: 'user' }, schema: { response: { 200: ScheduleEmployeesSchema } } },
    () => schedule.employees(),
  );
  app.get('/api/schedule/test', { config: { access: 'user' }, schema: { response: { 200: ScheduleTestSchema } } }, () =>
    schedule.test(),
  );

  // Week editor (admins).
  app.get(
    '/api/schedule/week',
    { config: { access: 'admin' }, schema: { querystring: WeekQuerySchema, response: { 200: WeekSchema } } },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      const week = await schedule.week(request.query.store, request.query.weekStart);
      const shifts = week.shifts.map(({ employee, date, startTime, endTime }) => ({
        employee,
        date,
        startTime,
        endTime,
      }));
      return { ...week, publication: await publishing.publicationOf(week.store, week.weekStart, shifts) };
    },
  );
  // Publishing mails the store's employees their shifts, then those whose shifts changed (ADR 081).
  app.post(
    '/api/schedule/publish',
    {
      config: { access: 'admin', idempotent: true },
      schema: { body: PublishInputSchema, response: { 200: PublishResponseSchema } },
    },
    (request) => publishing.publish(request.body, currentActor(request)),
  );
  app.post(
    '/api/schedule/shifts',
    {
      config: { access: 'admin', idempotent: true },
      schema: { body: ShiftInputSchema, response: { 201: EditableShiftSchema } },
    },
    async (request, reply) => reply.code(201).send(await schedule.addShift(request.body, currentActor(request))),
  );
  app.put(
    '/api/schedule/shifts/:id',
    {
      config: { access: 'admin' },
      schema: { params: ShiftIdParamsSchema, body: ShiftFieldsSchema, response: { 200: EditableShiftSchema } },
    },
    (request) => schedule.changeShift(request.params.id, request.body, currentActor(request)),
  );
  app.delete(
    '/api/schedule/shifts/:id',
    {
      config: { access: 'admin', idempotent: true },
      schema: { params: ShiftIdParamsSchema, response: { 200: z.object({ id: z.number().int() }) } },
    },
    async (request) => {
      await schedule.removeShift(request.params.id, currentActor(request));
      return { id: request.params.id };
    },
  );
  app.put(
    '/api/schedule/closed-days',
    { config: { access: 'admin' }, schema: { body: ClosedDayInputSchema, response: { 200: ClosedDaySchema } } },
    (request) =>
      schedule.setClosed(
        request.body.store,
        request.body.date,
        request.body.isClosed,
        request.body.shifts,
        currentActor(request),
      ),
  );
  app.post(
    '/api/schedule/copy-week',
    {
      config: { access: 'admin', idempotent: true },
      schema: { body: CopyWeekInputSchema, response: { 200: CopyWeekResponseSchema } },
    },
    (request) => schedule.copyPreviousWeek(request.body.store, request.body.weekStart, currentActor(request)),
  );
  app.post(
    '/api/schedule/import',
    {
      config: { access: 'admin', idempotent: true },
      schema: { body: ImportInputSchema, response: { 200: ImportResponseSchema } },
    },
    (request) => schedule.importCsv(request.body, currentActor(request)),
  );

  // Sick days (spec 01 §2.7) and their recipients per store (admins).
  app.post(
    '/api/sick-day-notification',
    {
      config: { access: 'user', idempotent: true },
      schema: { body: SickDayInputSchema, response: { 200: SickDayResponseSchema } },
    },
    (request) => sickDays.report(request.body, { ...currentActor(request), role: currentUser(request).role }),
  );
  app.get(
    '/api/schedule/recipients',
    { config: { access: 'admin' }, schema: { response: { 200: RecipientsSchema } } },
    () => sickDays.recipients(),
  );
  app.put(
    '/api/schedule/recipients/:store',
    {
      config: { access: 'admin' },
      schema: {
        params: StoreParamsSchema,
        body: RecipientsInputSchema,
        response: { 200: z.object({ store: z.enum(STORE_CODES), emails: z.array(z.string()) }) },
      },
    },
    (request) => sickDays.setRecipients(request.params.store, request.body.emails, currentActor(request)),
  );

  // Time off (spec 03 "Time-off scheduler"): scheduled by admins from the admin panel.
  app.post(
    '/api/exceptions',
    {
      config: { access: 'admin', idempotent: true },
      schema: { body: TimeOffInputSchema, response: { 201: TimeOffSchema } },
    },
    async (request, reply) => reply.code(201).send(await timeOff.schedule(request.body, currentActor(request))),
  );
  // The list, edit and delete of time off (ADR 069): admins, each change audited.
  app.get(
    '/api/exceptions',
    {
      config: { access: 'admin' },
      schema: { querystring: TimeOffListQuerySchema, response: { 200: TimeOffListSchema } },
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return timeOff.list(request.query);
    },
  );
  app.put(
    '/api/exceptions/:id',
    {
      config: { access: 'admin' },
      schema: { params: TimeOffIdParamsSchema, body: TimeOffInputSchema, response: { 200: TimeOffSchema } },
    },
    (request) => timeOff.change(request.params.id, request.body, currentActor(request)),
  );
  app.delete(
    '/api/exceptions/:id',
    {
      config: { access: 'admin' },
      schema: { params: TimeOffIdParamsSchema, response: { 200: z.object({ id: z.number().int() }) } },
    },
    async (request) => {
      await timeOff.remove(request.params.id, currentActor(request));
      return { id: request.params.id };
    },
  );

  // Requests of associates for themselves (ADR 080).
  app.get(
    '/api/schedule/me',
    { config: { access: 'user' }, schema: { response: { 200: MyEmployeeSchema } } },
    (request) => requests.me(currentActor(request)),
  );
  app.get(
    '/api/schedule/requests/mine',
    { config: { access: 'user' }, schema: { response: { 200: ScheduleRequestListSchema } } },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return requests.mine(currentActor(request));
    },
  );
  app.get(
    '/api/schedule/requests/shifts',
    { config: { access: 'user' }, schema: { response: { 200: MyShiftsSchema } } },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return requests.myShifts(currentActor(request));
    },
  );
  app.post(
    '/api/schedule/requests',
    {
      config: { access: 'user', idempotent: true },
      schema: { body: RequestInputSchema, response: { 201: ScheduleRequestSchema } },
    },
    async (request, reply) => reply.code(201).send(await requests.create(request.body, currentActor(request))),
  );
  app.post(
    '/api/schedule/requests/:id/cancel',
    {
      config: { access: 'user', idempotent: true },
      schema: { params: RequestIdParamsSchema, body: NoBodySchema, response: { 200: ScheduleRequestSchema } },
    },
    (request) => requests.cancel(request.params.id, currentActor(request)),
  );
  app.get(
    '/api/schedule/requests',
    {
      config: { access: 'admin' },
      schema: { querystring: RequestListQuerySchema, response: { 200: ReviewedRequestListSchema } },
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return requests.list(request.query);
    },
  );
  app.post(
    '/api/schedule/requests/:id/approve',
    {
      config: { access: 'admin', idempotent: true },
      schema: { params: RequestIdParamsSchema, body: DecisionInputSchema, response: { 200: ScheduleRequestSchema } },
    },
    (request) => requests.approve(request.params.id, request.body, currentActor(request)),
  );
  app.post(
    '/api/schedule/requests/:id/decline',
    {
      config: { access: 'admin', idempotent: true },
      schema: { params: RequestIdParamsSchema, body: DecisionInputSchema, response: { 200: ScheduleRequestSchema } },
    },
    (request) => requests.decline(request.params.id, request.body, currentActor(request)),
  );
}
