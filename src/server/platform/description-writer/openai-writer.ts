import OpenAI from 'openai';
import { toPlainText } from './plain-text';
import { DescriptionWriterError, type DescriptionRequest, type DescriptionWriter } from './port';
import { measureConfidence, readFacts, type ProductFacts } from './product-facts';

export interface OpenAiWriterOptions {
  apiKey: string;
  model: string;
  /** Another OpenAI-compatible endpoint (a proxy, or the test fake). */
  baseURL?: string;
  timeoutMs?: number;
  maxRetries?: number;
}

const INSTRUCTIONS = [
  'You write shelf descriptions for a wine, beer and spirits shop with six stores.',
  'Write 2 to 4 sentences, at most 600 characters, in plain text: no HTML, no markdown, no lists, no quotation marks around the answer.',
  'Use only the facts given. Never invent scores, awards, prices or tasting notes that contradict the facts.',
  'Do not mention missing information.',
].join(' ');

function describeFacts(facts: ProductFacts): string {
  const lines = [
    ['Title', facts.title],
    ['Producer', facts.producer],
    ['Product type', facts.type],
    ['Subtype', facts.subtype],
    ['Varietal', facts.varietal],
    ['Vintage', facts.vintage],
    ['Region', facts.region],
    ['Country of origin', facts.country],
    ['Alcohol', facts.alcohol],
    ['Size', facts.size],
    ['Attributes', facts.attributes.join(', ')],
  ];
  return lines
    .filter(([, value]) => value)
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n');
}

/**
 * The OpenAI chat completions adapter. Confidence is the same input coverage the built-in writer
 * reports: a model's opinion of itself is not a measure (ADR 008).
 */
export function createOpenAiDescriptionWriter(options: OpenAiWriterOptions): DescriptionWriter {
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    timeout: options.timeoutMs ?? 20_000,
    maxRetries: options.maxRetries ?? 1,
  });

  return {
    name: 'openai',

    async write(request: DescriptionRequest) {
      const facts = readFacts(request);
      let content: string | null | undefined;
      try {
        const completion = await client.chat.completions.create({
          model: options.model,
          temperature: 0.7,
          max_tokens: 300,
          messages: [
            { role: 'system', content: INSTRUCTIONS },
            { role: 'user', content: `Write the description for this product.\n${describeFacts(facts)}` },
          ],
        });
        content = completion.choices[0]?.message?.content;
      } catch (error) {
        throw new DescriptionWriterError(`OpenAI request failed: ${(error as Error).message}`);
      }
      const description = toPlainText(content ?? '');
      if (!description) throw new DescriptionWriterError('OpenAI answered without a description');
      return { description, confidence: measureConfidence(facts) };
    },

    async checkConnection() {
      try {
        await client.models.retrieve(options.model);
        return { connected: true, adapter: 'openai', message: `OpenAI is answering (model ${options.model})` };
      } catch (error) {
        return { connected: false, adapter: 'openai', message: `OpenAI is not answering: ${(error as Error).message}` };
      }
    },
  };
}
