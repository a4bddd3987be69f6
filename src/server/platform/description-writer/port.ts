import type { GeneratedDescription } from '#shared/product-entry/generate-description-schema';

/** What the wizard knows about a product when it asks for a description (spec 02 §7). */
export interface DescriptionRequest {
  producer: string;
  type: string;
  title: string;
  typeSpecificFields: {
    subtype?: string;
    countryOfOrigin?: string;
    region?: string;
    varietal?: string;
    vintage?: string;
    alcohol?: string;
    attributes?: readonly string[];
    size?: string;
  };
}

interface WriterConnectionStatus {
  connected: boolean;
  /** `built-in` or `openai`. */
  adapter: string;
  message: string;
}

/**
 * Writes a short shelf description: the built-in writer offline by default, OpenAI when
 * configured. The answer is always plain text (no HTML, no markdown); confidence is 0 to 1.
 */
export interface DescriptionWriter {
  readonly name: 'built-in' | 'openai';
  write(request: DescriptionRequest): Promise<GeneratedDescription>;
  checkConnection(): Promise<WriterConnectionStatus>;
}

/** The writer could not answer (service down, refused, empty answer); the message is safe to log. */
export class DescriptionWriterError extends Error {}
