import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createInProcessChangeFeed, type ChangeFeed } from '#server/db/change-feed';
import { COMPRESS_THRESHOLD_BYTES } from '#server/http/compression';
import { createSearchAnswerCache, encodeAnswer, takesGzip, type EncodedAnswer } from './search-answer-cache';

const answerOf = (text: string): EncodedAnswer => encodeAnswer(JSON.stringify({ text }), false);
const textOf = (answer: EncodedAnswer) => (JSON.parse(answer.body.toString()) as { text: string }).text;

function counted(feed: ChangeFeed, options = { maxAnswers: 100, maxBytes: 1_048_576 }) {
  const cache = createSearchAnswerCache(feed, options);
  let builds = 0;
  const ask = (key: string, text = key) =>
    cache.answer(key, async () => {
      builds++;
      return answerOf(text);
    });
  return { cache, ask, builds: () => builds };
}

describe('search answer cache', () => {
  it('builds an answer once and keeps it until the catalogue changes', async () => {
    const feed = createInProcessChangeFeed();
    const { ask, builds } = counted(feed);
    expect(textOf(await ask('a'))).toBe('a');
    expect(textOf(await ask('a'))).toBe('a');
    expect(builds()).toBe(1);
    await feed.publish('catalogue', ['changed']);
    await ask('a');
    expect(builds()).toBe(2);
    // Other topics leave it alone.
    await feed.publish('sessions', ['user:1']);
    await ask('a');
    expect(builds()).toBe(2);
  });

  it('hears the database: a notice delivered on the channel drops what is kept', async () => {
    const feed = createInProcessChangeFeed();
    const { ask, builds } = counted(feed);
    await ask('a');
    feed.deliver('{"origin":"database","topic":"catalogue","keys":["changed"]}');
    await ask('a');
    expect(builds()).toBe(2);
  });

  it('does not keep an answer whose search began before a change', async () => {
    const feed = createInProcessChangeFeed();
    const cache = createSearchAnswerCache(feed, { maxAnswers: 10, maxBytes: 1_048_576 });
    let release: (answer: EncodedAnswer) => void = () => undefined;
    const slow = cache.answer('a', () => new Promise<EncodedAnswer>((resolve) => (release = resolve)));
    await feed.publish('catalogue', ['changed']);
    release(answerOf('before the change'));
    expect(textOf(await slow)).toBe('before the change');
    expect(textOf(await cache.answer('a', async () => answerOf('after the change')))).toBe('after the change');
  });

  it('shares one build among identical searches running at once, and keeps no failure', async () => {
    const feed = createInProcessChangeFeed();
    const cache = createSearchAnswerCache(feed, { maxAnswers: 10, maxBytes: 1_048_576 });
    let builds = 0;
    const build = async () => {
      builds++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return answerOf('shared');
    };
    const answers = await Promise.all([cache.answer('a', build), cache.answer('a', build), cache.answer('a', build)]);
    expect(builds).toBe(1);
    expect(answers.map(textOf)).toEqual(['shared', 'shared', 'shared']);
    const failing = () => Promise.reject(new Error('not found'));
    await expect(cache.answer('b', failing)).rejects.toThrow('not found');
    expect(textOf(await cache.answer('b', async () => answerOf('found')))).toBe('found');
  });

  it('keeps nothing while the feed is not live', async () => {
    const feed = createInProcessChangeFeed();
    const { ask, builds } = counted(feed);
    await feed.close();
    await ask('a');
    await ask('a');
    expect(builds()).toBe(2);
  });

  it('keeps at most its count of answers and its bytes', async () => {
    const byCount = counted(createInProcessChangeFeed(), { maxAnswers: 3, maxBytes: 1_048_576 });
    for (let n = 0; n < 10; n++) await byCount.ask(`key-${n}`);
    expect(byCount.cache.size().answers).toBe(3);
    const byBytes = counted(createInProcessChangeFeed(), { maxAnswers: 100, maxBytes: 2_000 });
    for (let n = 0; n < 10; n++) await byBytes.ask(`key-${n}`, 'x'.repeat(500));
    expect(byBytes.cache.size().bytes).toBeLessThanOrEqual(2_000);
    expect(byBytes.cache.size().answers).toBe(3);
  });
});

describe('encodeAnswer', () => {
  it('gzips an answer from the compression threshold on, and only for a client that takes gzip', () => {
    const small = JSON.stringify({ text: 'small' });
    expect(encodeAnswer(small, true)).toMatchObject({ gzip: false });
    const large = JSON.stringify({ text: 'x'.repeat(COMPRESS_THRESHOLD_BYTES) });
    const gzipped = encodeAnswer(large, true);
    expect(gzipped.gzip).toBe(true);
    expect(gunzipSync(gzipped.body).toString()).toBe(large);
    // A buffer of its own, not a view of zlib's larger output buffer.
    expect(gzipped.body.buffer.byteLength).toBe(gzipped.body.length);
    expect(encodeAnswer(large, false).body.toString()).toBe(large);
  });
});

describe('takesGzip', () => {
  it('is what the compression plugin would pick: gzip when offered at the highest quality', () => {
    expect(takesGzip('gzip, deflate, br')).toBe(true);
    expect(takesGzip('br;q=1, gzip;q=0.5')).toBe(false);
    expect(takesGzip('gzip;q=0')).toBe(false);
    expect(takesGzip('*')).toBe(true);
    expect(takesGzip('x-gzip')).toBe(true);
    expect(takesGzip('identity')).toBe(false);
    expect(takesGzip(undefined)).toBe(false);
  });
});
