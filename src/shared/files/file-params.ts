import { z } from 'zod';

export const FileIdParamsSchema = z.object({ id: z.uuid({ message: 'id must be a file id' }) }).strict();
