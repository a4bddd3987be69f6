import type { Env } from '#server/config/env';
import { createBuiltInDescriptionWriter } from './built-in-writer';
import { createOpenAiDescriptionWriter } from './openai-writer';
import type { DescriptionWriter } from './port';

type WriterConfig = Pick<Env, 'OPENAI_API_KEY' | 'OPENAI_MODEL' | 'OPENAI_BASE_URL'>;

/** The one place the description writer is chosen: OpenAI when a key is set, the built-in one otherwise. */
export function selectDescriptionWriter(config: WriterConfig): DescriptionWriter {
  if (config.OPENAI_API_KEY) {
    return createOpenAiDescriptionWriter({
      apiKey: config.OPENAI_API_KEY,
      model: config.OPENAI_MODEL,
      baseURL: config.OPENAI_BASE_URL,
    });
  }
  return createBuiltInDescriptionWriter();
}
