import { z } from 'zod';
import { int32 } from '../validation/numbers';
import { multiLineText, singleLineText } from '../validation/text';
import { HELP_DESK_MESSAGES as M } from './messages';
import { VIDEO_ID_PATTERN } from './video';

export const CATEGORY_MAX = 100;
export const QUESTION_MAX = 500;
export const ANSWER_MAX = 10_000;
export const URL_MAX = 2_000;
const SORT_ORDER_MAX = 1_000_000;
const SEARCH_MAX = 200;
/** The PDF rule (spec 03 §5: application/pdf, checked by its bytes); 20 MB is ours (issue #14). */
export const PDF_MAX_BYTES = 20 * 1024 * 1024;

/** Where our own videos play: `url` of an upload result (see `video.ts`). */
export const LOCAL_VIDEO_PATH = /^\/api\/helpdesk\/videos\/[A-Za-z0-9_-]{11}$/;

const required = (max: number, label: string, message: string, multiLine = false) =>
  (multiLine ? multiLineText : singleLineText)({ max, label, trim: true, typeError: message }).min(1, message);

/** An optional web address: empty means none; only http(s), so a link can never run script. */
const optionalUrl = (label: string, allowLocalVideo = false) =>
  singleLineText({ max: URL_MAX, label, trim: true })
    .refine(
      (value) =>
        value === '' ||
        (allowLocalVideo && LOCAL_VIDEO_PATH.test(value)) ||
        (/^https?:\/\//i.test(value) && URL.canParse(value)),
      { error: `${label} must be a web address starting with http:// or https://` },
    )
    .optional()
    .transform((value) => (value ? value : null));

/** Sort order as a form sends it (text): empty means 0; a whole number from 0 to 1,000,000. */
const sortOrder = z
  .string({ error: 'Sort order must be a whole number' })
  .trim()
  .max(8, 'Sort order must be at most 1000000')
  .regex(/^\d*$/, 'Sort order must be a whole number from 0 to 1000000')
  .optional()
  .transform((value) => (value ? Number(value) : 0))
  .pipe(int32({ min: 0, max: SORT_ORDER_MAX, label: 'Sort order' }));

/**
 * The text fields of `POST /api/helpdesk/create` and `PUT /api/helpdesk/entries/:id` (multipart,
 * so every value is text), also the admin form's schema. The PDF travels as the file part `pdf`.
 */
export const HelpDeskEntryFieldsSchema = z
  .object({
    category: required(CATEGORY_MAX, 'Category', M.categoryRequired),
    question: required(QUESTION_MAX, 'Question', M.questionRequired, true),
    answer: required(ANSWER_MAX, 'Answer', M.answerRequired, true),
    videoUrl: optionalUrl('Video URL', true),
    linkUrl: optionalUrl('Link URL'),
    sortOrder,
    /** On an edit: `true` removes the stored PDF (a new `pdf` part replaces it anyway). */
    removePdf: z.enum(['true', 'false'], { error: 'removePdf must be true or false' }).optional(),
  })
  .strict();
export type HelpDeskEntryFieldsInput = z.input<typeof HelpDeskEntryFieldsSchema>;
export type HelpDeskEntryFields = z.output<typeof HelpDeskEntryFieldsSchema>;

const PdfAttachmentSchema = z
  .object({ fileId: z.uuid(), url: z.string(), filename: z.string(), size: z.number().int().min(0) })
  .strict();
export type PdfAttachment = z.infer<typeof PdfAttachmentSchema>;

/** A help desk entry (spec 03 §3). */
export const HelpDeskEntrySchema = z
  .object({
    id: z.number().int(),
    category: z.string(),
    question: z.string(),
    answer: z.string(),
    videoUrl: z.string().nullable(),
    pdfAttachment: PdfAttachmentSchema.nullable(),
    linkUrl: z.string().nullable(),
    createdBy: z.string(),
    sortOrder: z.number().int(),
  })
  .strict();
export type HelpDeskEntry = z.infer<typeof HelpDeskEntrySchema>;
export const HelpDeskEntryListSchema = z.array(HelpDeskEntrySchema);

/** `GET /api/helpdesk/entries?category=&search=`: one category, optionally searched. */
export const HelpDeskEntriesQuerySchema = z
  .object({
    category: singleLineText({ max: CATEGORY_MAX, label: 'Category', typeError: M.categoryRequired }).min(
      1,
      M.categoryRequired,
    ),
    search: singleLineText({ max: SEARCH_MAX, label: 'Search', trim: true }).optional(),
  })
  .strict();

/** `GET /api/helpdesk/categories`: the categories that have entries, with how many each. */
const HelpDeskCategorySchema = z.object({ name: z.string(), count: z.number().int() }).strict();
export const HelpDeskCategoryListSchema = z.array(HelpDeskCategorySchema);
export type HelpDeskCategory = z.infer<typeof HelpDeskCategorySchema>;

export const HelpDeskEntryParamsSchema = z
  .object({
    id: z
      .string()
      .regex(/^[1-9]\d{0,9}$/, 'id must be a whole number')
      .transform(Number)
      .pipe(int32({ min: 1 })),
  })
  .strict();

export const HelpDeskRefreshSchema = z.object({ message: z.string(), count: z.number().int() }).strict();
export const HelpDeskDeletedSchema = z.object({ message: z.string() }).strict();

export const VideoParamsSchema = z
  .object({ videoId: z.string().regex(VIDEO_ID_PATTERN, 'videoId must be a video id') })
  .strict();
