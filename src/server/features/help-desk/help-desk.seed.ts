import { foldForSearch } from '#shared/help-desk/search';
import type { Db } from '#server/db/client';
import { helpdeskEntries } from '#server/db/schema/index';
import type { SeedOptions } from '#server/areas/area';
import { countEntries } from './help-desk.repo';

const DEMO: { category: string; question: string; answer: string; linkUrl?: string; sortOrder?: number }[] = [
  {
    category: 'POS',
    question: 'How do I void a sale after it has been completed?',
    answer:
      'Open Sales History, find the receipt and choose Return.\nScan or pick every item of the sale, then refund to the original payment.\nA manager code is needed for card refunds.',
    sortOrder: 1,
  },
  {
    category: 'POS',
    question: 'The receipt printer is not printing',
    answer:
      'Check that the printer is on and has paper.\nTurn it off and on again, then print a test page from Settings → Hardware.',
    sortOrder: 2,
  },
  {
    category: 'Orders',
    question: 'How do I find an online order for curbside pickup?',
    answer: 'Search the order number in Orders.\nMark it Picked up once the customer has it.',
  },
  {
    category: 'Customers and Rewards',
    question: 'How does a customer redeem reward points?',
    answer:
      'Attach the customer to the sale first.\nThe available reward appears under Discounts; apply it before taking payment.',
  },
  {
    category: 'Inventory and Shipping',
    question: 'How do I receive a transfer from another store?',
    answer:
      'Open Transfers, pick the incoming transfer and scan each case.\nReceive it once the counts match the packing slip.',
  },
  {
    category: 'HR Matters',
    question: 'Where do I request time off?',
    answer: 'Ask your store manager; time off is entered from the Admin Panel (Schedule Time Off).',
  },
  {
    category: 'Tech Help',
    question: 'Café Wi-Fi password',
    answer: 'The staff network password is posted in the back office.\nNever give it to customers.',
  },
];

/** A few demo questions so a fresh install shows a working help desk (only with demo data). */
export async function seedHelpDesk(db: Db, options: SeedOptions): Promise<number> {
  if (!options.includeDemo || (await countEntries(db)) > 0) return 0;
  const now = options.now();
  await db.insert(helpdeskEntries).values(
    DEMO.map((entry) => ({
      category: entry.category,
      question: entry.question,
      answer: entry.answer,
      linkUrl: entry.linkUrl ?? null,
      sortOrder: entry.sortOrder ?? 0,
      createdBy: 'Mission Control',
      searchText: foldForSearch(`${entry.question}\n${entry.answer}`),
      createdAt: now,
      updatedAt: now,
    })),
  );
  return DEMO.length;
}
