import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { productInput, variantInput } from '../../../../../tests/support/catalogue-fixtures';
import { createControlledFeed } from '../../../../../tests/support/controlled-change-feed';
import { openTestDatabase } from '../../../../../tests/support/test-database';
import type { Database, Db } from '../../../db/client';
import type { StorePlatform } from '../port';
import { createCatalogueReadModel, type CatalogueReadModel } from './catalogue-read-model';
import { parseGid } from './global-ids';
import { createLocalStorePlatform } from './local-store-platform';

/** The database, except that while `failing` every query is refused as by a server that went away. */
function createFailingDb(db: Db) {
  const control = { failing: false };
  const proxy = new Proxy(db, {
    get(target, property, receiver) {
      if (control.failing && property === '$client') return undefined;
      if (control.failing && property === 'execute') return () => Promise.reject(new Error('connection refused'));
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
  return { db: proxy, control };
}

let database: Database;
/** Writes that other processes hear about (they publish on `controlled.feed`). */
let writer: StorePlatform;
/** Writes nobody hears about: a change made while the feed was down. */
let unheardWriter: StorePlatform;
let controlled: ReturnType<typeof createControlledFeed>;
let failing: ReturnType<typeof createFailingDb>;
let model: CatalogueReadModel;
const errors: string[] = [];
let sequence = 0;

const create = (platform: StorePlatform, title: string, sku: string) =>
  platform.createProduct(productInput({ title, variants: [variantInput({ sku })] }), `rm-${++sequence}`, null);
const titlesFor = (term: string) =>
  model.search(term, 'name', 20, 'substring')?.map((product) => product.title) ?? null;

beforeAll(async () => {
  database = await openTestDatabase();
  controlled = createControlledFeed();
  failing = createFailingDb(database.db);
  writer = createLocalStorePlatform({ db: database.db, changes: controlled.feed }, { searchInMemory: false });
  unheardWriter = createLocalStorePlatform(database, { searchInMemory: false });
  await create(writer, 'Memory Merlot', 'RM-1');
  model = createCatalogueReadModel(failing.db, controlled.feed, (_error, message) => errors.push(message));
});

afterAll(async () => {
  model.close();
  await database.close();
});

describe('catalogue read model', () => {
  it('answers nothing until loaded, then from memory', async () => {
    expect(model.search('memory merlot', 'name', 20, 'substring')).toBeNull();
    await model.warmUp();
    expect(model.isLoaded()).toBe(true);
    expect(titlesFor('memory merlot')).toEqual(['Memory Merlot']);
  });

  it('reloads a product another process announced', async () => {
    const product = await create(writer, 'Announced Syrah', 'RM-2');
    await vi.waitFor(() => expect(titlesFor('announced syrah')).toEqual(['Announced Syrah']));
    await writer.updateProduct(product.id, { title: 'Announced Grenache' }, null);
    await vi.waitFor(() => expect(titlesFor('announced')).toEqual(['Announced Grenache']));
  });

  it('reloads what `changed` names before resolving', async () => {
    const product = await create(unheardWriter, 'Quiet Riesling', 'RM-3');
    expect(titlesFor('quiet riesling')).toEqual([]);
    await model.changed([parseGid('Product', product.id) as number]);
    expect(titlesFor('quiet riesling')).toEqual(['Quiet Riesling']);
  });

  it('steps aside while the feed is down, and reloads everything once it is back', async () => {
    controlled.goDown();
    expect(model.search('memory', 'name', 20, 'substring')).toBeNull();
    // Said while nobody listened: only a full reload can find it.
    await create(unheardWriter, 'Missed Malbec', 'RM-4');
    controlled.comeBack();
    await model.warmUp();
    await vi.waitFor(() => expect(titlesFor('missed malbec')).toEqual(['Missed Malbec']));
  });

  it('searches the database while a reload fails, and recovers by loading everything again', async () => {
    failing.control.failing = true;
    const product = await create(unheardWriter, 'Stormy Sangiovese', 'RM-5');
    await model.changed([parseGid('Product', product.id) as number]);
    expect(errors.at(-1)).toMatch(/reloading the whole catalogue/);
    expect(model.isLoaded()).toBe(false);
    expect(model.search('stormy', 'name', 20, 'substring')).toBeNull();
    failing.control.failing = false;
    // The first retry comes within a second.
    await vi.waitFor(() => expect(titlesFor('stormy sangiovese')).toEqual(['Stormy Sangiovese']), { timeout: 3_000 });
  });
});
