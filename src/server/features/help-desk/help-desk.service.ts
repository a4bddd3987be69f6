import { HELP_DESK_MESSAGES as M } from '#shared/help-desk/messages';
import type { HelpDeskEntry, HelpDeskEntryFields } from '#shared/help-desk/entries';
import { foldForSearch, searchTerms } from '#shared/help-desk/search';
import type { AreaDeps } from '#server/areas/area';
import { recordAudit } from '#server/audit/audit-log';
import { notFound } from '#server/http/errors';
import * as repo from './help-desk.repo';

export interface Actor {
  id: number;
  username: string;
}

const searchTextOf = (fields: { question: string; answer: string }) =>
  foldForSearch(`${fields.question}\n${fields.answer}`);

function toEntry(row: repo.EntryWithPdf): HelpDeskEntry {
  return {
    id: row.id,
    category: row.category,
    question: row.question,
    answer: row.answer,
    videoUrl: row.videoUrl,
    pdfAttachment:
      row.pdfFileId && row.pdfName !== null
        ? { fileId: row.pdfFileId, url: `/api/files/${row.pdfFileId}`, filename: row.pdfName, size: row.pdfSize ?? 0 }
        : null,
    linkUrl: row.linkUrl,
    createdBy: row.createdBy,
    sortOrder: row.sortOrder,
  };
}

/** Help desk entries: staff read them, admins write them (issue #14). */
export function createHelpDeskService(deps: Pick<AreaDeps, 'db' | 'now' | 'files' | 'log'>) {
  const { db } = deps;

  async function removeFile(fileId: string | null) {
    if (!fileId) return;
    await deps.files
      .remove(fileId)
      .catch((error: unknown) => deps.log.error({ err: error }, `file ${fileId}: not removed`));
  }

  async function load(id: number) {
    const row = await repo.findEntry(db, id);
    if (!row) throw notFound(M.entryNotFound);
    return toEntry(row);
  }

  return {
    listCategories: () => repo.listCategories(db),

    async listEntries(category: string, search: string | undefined) {
      const rows = await repo.listEntries(db, category, searchTerms(search ?? ''));
      return rows.map(toEntry);
    },

    async createEntry(fields: HelpDeskEntryFields, pdfFileId: string | null, actor: Actor) {
      const id = await db.transaction(async (tx) => {
        const row = await repo.insertEntry(tx, {
          category: fields.category,
          question: fields.question,
          answer: fields.answer,
          videoUrl: fields.videoUrl,
          linkUrl: fields.linkUrl,
          sortOrder: fields.sortOrder,
          pdfFileId,
          createdBy: actor.username,
          createdById: actor.id,
          searchText: searchTextOf(fields),
          createdAt: deps.now(),
          updatedAt: deps.now(),
        });
        await recordAudit(tx, {
          action: 'helpdesk.create',
          actor,
          subject: `helpdesk:${row.id}`,
          after: fields,
          at: deps.now(),
        });
        return row.id;
      });
      return load(id);
    },

    /** A new PDF replaces the old one; `removePdf` drops it; otherwise the PDF stays. */
    async updateEntry(id: number, fields: HelpDeskEntryFields, newPdfFileId: string | null, actor: Actor) {
      const before = await repo.findEntry(db, id);
      if (!before) throw notFound(M.entryNotFound);
      const pdfFileId = newPdfFileId ?? (fields.removePdf === 'true' ? null : before.pdfFileId);
      await db.transaction(async (tx) => {
        const row = await repo.updateEntry(tx, id, {
          category: fields.category,
          question: fields.question,
          answer: fields.answer,
          videoUrl: fields.videoUrl,
          linkUrl: fields.linkUrl,
          sortOrder: fields.sortOrder,
          pdfFileId,
          searchText: searchTextOf(fields),
          updatedAt: deps.now(),
        });
        if (!row) throw notFound(M.entryNotFound);
        await recordAudit(tx, {
          action: 'helpdesk.update',
          actor,
          subject: `helpdesk:${id}`,
          before: toEntry(before),
          after: fields,
          at: deps.now(),
        });
      });
      if (before.pdfFileId && before.pdfFileId !== pdfFileId) await removeFile(before.pdfFileId);
      return load(id);
    },

    async deleteEntry(id: number, actor: Actor) {
      const removed = await db.transaction(async (tx) => {
        const before = await repo.findEntry(tx, id);
        const row = await repo.deleteEntry(tx, id);
        if (!row || !before) throw notFound(M.entryNotFound);
        await recordAudit(tx, {
          action: 'helpdesk.delete',
          actor,
          subject: `helpdesk:${id}`,
          before: toEntry(before),
          at: deps.now(),
        });
        return row;
      });
      await removeFile(removed.pdfFileId);
      return { message: 'Entry deleted' };
    },

    /** Entries are read from our own table on every request: refreshing re-counts them. */
    async refresh() {
      const total = await repo.countEntries(db);
      return { message: `Q&A refreshed: ${total} ${total === 1 ? 'entry' : 'entries'}`, count: total };
    },
  };
}

export type HelpDeskService = ReturnType<typeof createHelpDeskService>;
