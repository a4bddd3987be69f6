import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GeneratedDescription } from '#shared/product-entry/generate-description-schema';
import { bearer, createTestApp, type TestApp } from '../support/test-app';
import { startFakeOpenAi, type FakeOpenAi } from '../fakes/openai/fake-openai-server';

const RIDGE = {
  producer: 'Ridge',
  type: 'USA Wine',
  title: '',
  typeSpecificFields: {
    subtype: 'Red',
    countryOfOrigin: 'United States',
    region: 'Sonoma County',
    varietal: 'Zinfandel',
    vintage: '2021',
    alcohol: '14.5',
    attributes: [],
    size: '750ml',
  },
};

const generate = (testApp: TestApp, token: string, body: unknown) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/products/generate-description',
    headers: bearer(token),
    payload: body as object,
  });

describe('POST /api/products/generate-description with the built-in writer', () => {
  let testApp: TestApp;
  let token: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    ({ token } = await testApp.signIn('associate'));
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('needs a session', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/products/generate-description',
      payload: RIDGE,
    });
    expect(response.statusCode).toBe(401);
  });

  it('answers a plain description and its confidence', async () => {
    const response = await generate(testApp, token, RIDGE);
    expect(response.statusCode).toBe(200);
    const body = response.json<GeneratedDescription>();
    expect(Object.keys(body).sort()).toEqual(['confidence', 'description']);
    expect(body.description).toContain('2021 Zinfandel');
    expect(body.description).toContain('14.5% alcohol by volume');
    expect(body.description).not.toMatch(/<[a-z/]/i);
    expect(body.confidence).toBe(0.89);
  });

  it.each([[{ ...RIDGE, producer: '' }], [{ ...RIDGE, type: '  ' }], [{ title: 'Only a title' }]])(
    'asks for producer and type first (%#)',
    async (body) => {
      const response = await generate(testApp, token, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'Please fill in producer and type before generating description',
      });
    },
  );

  it('refuses unknown fields', async () => {
    const response = await generate(testApp, token, { ...RIDGE, price: 10 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Unrecognized key: "price"' });
  });
});

describe('POST /api/products/generate-description through OpenAI', () => {
  let fake: FakeOpenAi;
  let testApp: TestApp;
  let token: string;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    testApp = await createTestApp({
      OPENAI_API_KEY: fake.apiKey,
      OPENAI_BASE_URL: fake.baseUrl,
      OPENAI_MODEL: 'gpt-4o-mini',
    });
    ({ token } = await testApp.signIn('associate'));
  });
  afterAll(async () => {
    await testApp.close();
    await fake.close();
  });

  it('asks the chat completions endpoint with the product facts and answers its text as plain text', async () => {
    fake.answers.push('<p>A <strong>juicy</strong> Sonoma Zinfandel from Ridge.</p> Great with barbecue.');
    const response = await generate(testApp, token, RIDGE);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      description: 'A juicy Sonoma Zinfandel from Ridge. Great with barbecue.',
      confidence: 0.89,
    });
    const request = fake.requests.at(-1);
    expect(request?.model).toBe('gpt-4o-mini');
    expect(request?.messages[0]?.role).toBe('system');
    expect(request?.messages[1]?.content).toContain('Producer: Ridge');
    expect(request?.messages[1]?.content).toContain('Varietal: Zinfandel');
  });

  it('answers 502 with a message when OpenAI keeps failing', async () => {
    fake.failures.push(500, 500, 500);
    const response = await generate(testApp, token, RIDGE);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      message: 'The description writer is not available right now. Please try again.',
      code: 'upstream_failed',
    });
    fake.failures.length = 0;
  });

  it('still checks producer and type before calling OpenAI', async () => {
    const calls = fake.requests.length;
    const response = await generate(testApp, token, { ...RIDGE, producer: '' });
    expect(response.statusCode).toBe(400);
    expect(fake.requests).toHaveLength(calls);
  });
});
