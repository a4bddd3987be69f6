import {
  CLOSINGS,
  HIGHLIGHTS,
  OPENINGS,
  listOf,
  nounOf,
  placeOf,
  strengthOf,
  type PhraseParts,
} from './built-in-phrases';
import { toPlainText } from './plain-text';
import type { DescriptionRequest, DescriptionWriter } from './port';
import { measureConfidence, readFacts, type ProductFacts } from './product-facts';

/** FNV-1a: the same product always reads the same; different products vary their phrasing. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

const choose = <T>(options: readonly T[], seed: number, slot: number): T => {
  const option = options[(seed >>> (slot * 4)) % options.length];
  if (option === undefined) throw new Error('no phrase to choose from');
  return option;
};

const asSentence = (text: string) => {
  const trimmed = text.trim();
  const capitalised = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capitalised) ? capitalised : `${capitalised}.`;
};

function sizeSentence(facts: ProductFacts): string | null {
  const showsStrength = facts.alcohol !== '' && facts.category !== 'food' && facts.category !== 'accessory';
  const strength = showsStrength ? `${strengthOf(facts.alcohol)} alcohol by volume` : '';
  if (facts.size && strength) return `It comes in ${facts.size} and measures ${strength}`;
  if (facts.size) return `It comes in ${facts.size}`;
  return strength ? `It measures ${strength}` : null;
}

/** Composes 2–4 sentences from the structured fields alone: offline, deterministic, free. */
export function composeDescription(request: DescriptionRequest): { description: string; confidence: number } {
  const facts = readFacts(request);
  const seed = hashOf(JSON.stringify(facts));
  const parts: PhraseParts = {
    facts,
    producer: facts.producer || 'our producer',
    noun: nounOf(facts),
    place: placeOf(facts),
  };
  const sentences = [
    choose(OPENINGS[facts.category], seed, 0)(parts),
    facts.attributes.length > 0 ? choose(HIGHLIGHTS, seed, 1)(listOf(facts.attributes)) : null,
    sizeSentence(facts),
    choose(CLOSINGS[facts.category], seed, 2),
  ];
  const description = sentences
    .filter((sentence): sentence is string => sentence !== null)
    .map(asSentence)
    .join(' ');
  return { description: toPlainText(description), confidence: measureConfidence(facts) };
}

export function createBuiltInDescriptionWriter(): DescriptionWriter {
  return {
    name: 'built-in',
    write: async (request) => composeDescription(request),
    checkConnection: async () => ({
      connected: true,
      adapter: 'built-in',
      message: 'Built-in description writer is ready',
    }),
  };
}
