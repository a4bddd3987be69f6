import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

interface ChatRequest {
  model: string;
  messages: { role: string; content: string }[];
  [key: string]: unknown;
}

export interface FakeOpenAi {
  /** For OPENAI_BASE_URL: `http://127.0.0.1:<port>/v1`. */
  baseUrl: string;
  apiKey: string;
  requests: ChatRequest[];
  /** The assistant's next answers (FIFO); when empty, a default sentence about the request. */
  answers: string[];
  /** HTTP errors to answer before succeeding again, e.g. `[500, 500]`. */
  failures: number[];
  close(): Promise<void>;
}

const ROLES = new Set(['system', 'user', 'assistant', 'developer']);

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json', 'x-request-id': `req_${Date.now()}` });
  response.end(JSON.stringify(body));
}

const apiError = (message: string, type: string, code: string | null, param: string | null = null) => ({
  error: { message, type, param, code },
});

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function validate(body: unknown): string | null {
  if (!body || typeof body !== 'object') return 'The request body must be a JSON object';
  const { model, messages } = body as Partial<ChatRequest>;
  if (typeof model !== 'string' || !model) return "Missing required parameter: 'model'.";
  if (!Array.isArray(messages) || messages.length === 0) return "Missing required parameter: 'messages'.";
  for (const [index, message] of messages.entries()) {
    if (!message || !ROLES.has(message.role) || typeof message.content !== 'string')
      return `Invalid value for 'messages[${index}]'.`;
  }
  return null;
}

/**
 * A local stand-in for the chat completions endpoint on 127.0.0.1 speaking the real wire format
 * (request validation, error envelopes, `chat.completion` objects), for the OpenAI adapter's tests.
 */
export async function startFakeOpenAi(apiKey = 'sk-test-fake'): Promise<FakeOpenAi> {
  const fake: Omit<FakeOpenAi, 'baseUrl' | 'close'> = { apiKey, requests: [], answers: [], failures: [] };
  const answer = async (request: IncomingMessage, response: ServerResponse) => {
    if (request.headers.authorization !== `Bearer ${apiKey}`) {
      return sendJson(
        response,
        401,
        apiError('Incorrect API key provided.', 'invalid_request_error', 'invalid_api_key'),
      );
    }
    const url = request.url ?? '';
    if (request.method === 'GET' && url.startsWith('/v1/models/')) {
      const id = decodeURIComponent(url.slice('/v1/models/'.length));
      return sendJson(response, 200, { id, object: 'model', created: 1_715_367_049, owned_by: 'system' });
    }
    if (request.method !== 'POST' || url !== '/v1/chat/completions') {
      return sendJson(response, 404, apiError(`Invalid URL (${request.method} ${url})`, 'invalid_request_error', null));
    }
    if (!String(request.headers['content-type']).startsWith('application/json')) {
      return sendJson(response, 400, apiError('Content-Type must be application/json', 'invalid_request_error', null));
    }
    let body: unknown;
    try {
      body = JSON.parse(await readBody(request));
    } catch {
      return sendJson(
        response,
        400,
        apiError('We could not parse the JSON body of your request.', 'invalid_request_error', null),
      );
    }
    const problem = validate(body);
    if (problem) return sendJson(response, 400, apiError(problem, 'invalid_request_error', null));
    const chat = body as ChatRequest;
    fake.requests.push(chat);
    const failure = fake.failures.shift();
    if (failure)
      return sendJson(
        response,
        failure,
        apiError('The server had an error while processing your request.', 'server_error', null),
      );
    const producer = /Producer: (.*)/.exec(chat.messages.at(-1)?.content ?? '')?.[1] ?? 'this producer';
    const content = fake.answers.shift() ?? `A lovely bottle from ${producer}. Serve it with friends.`;
    return sendJson(response, 200, {
      id: `chatcmpl-${fake.requests.length}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: chat.model,
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content, refusal: null, annotations: [] },
          logprobs: null,
          finish_reason: 'stop',
        },
      ],
      usage: { prompt_tokens: 120, completion_tokens: 40, total_tokens: 160 },
      system_fingerprint: 'fp_fake',
    });
  };
  const server = createServer((request, response) => {
    answer(request, response).catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  });
}
