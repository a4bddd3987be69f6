import { calculateGrossMargin, type MarginInput } from './money';
import {
  DIMARGIN_TAG,
  DIMARGIN_THRESHOLD,
  DIRECT_IMPORT_TAG,
  TWCP_EXCLUSIVE_TAG,
  isDimarginWineType,
} from './product-types';

export interface TagInput extends MarginInput {
  type: string;
  producer: string;
  directImport?: boolean;
  twcpExclusive?: boolean;
  typeSpecificFields: {
    subtype?: string;
    region?: string;
    varietal?: string;
    size?: string;
    attributes?: readonly string[];
  };
}

/** DIMARGIN uses the margin as shown (1 decimal), so a displayed 35.0% always earns the tag. */
export function isDimarginEligible(input: Pick<TagInput, 'type'> & MarginInput): boolean {
  return isDimarginWineType(input.type) && calculateGrossMargin(input) >= DIMARGIN_THRESHOLD;
}

/** The storefront tags (spec 02 §5, Tags): trimmed, non-empty, de-duplicated and sorted. */
export function buildTags(input: TagInput): string[] {
  const fields = input.typeSpecificFields;
  const candidates = [
    input.type,
    input.producer,
    fields.subtype,
    fields.region,
    fields.varietal,
    fields.size,
    ...(fields.attributes ?? []),
    input.directImport ? DIRECT_IMPORT_TAG : undefined,
    input.twcpExclusive ? TWCP_EXCLUSIVE_TAG : undefined,
    isDimarginEligible(input) ? DIMARGIN_TAG : undefined,
  ];
  const tags = new Set<string>();
  for (const candidate of candidates) {
    const tag = candidate?.trim();
    if (tag) tags.add(tag);
  }
  // Code-unit order: the same on every machine, unlike locale collation.
  return [...tags].sort();
}
