export interface TitleInput {
  title?: string;
  producer?: string;
  /** The selling size (step 1). */
  option1Value?: string;
  typeSpecificFields?: { varietal?: string; vintage?: string; region?: string };
}

/** The user's title, or producer, varietal, vintage, region and selling size joined by spaces. */
export function buildTitle(input: TitleInput): string {
  const title = input.title?.trim() ?? '';
  if (title !== '') return title;
  const fields = input.typeSpecificFields ?? {};
  return [input.producer, fields.varietal, fields.vintage, fields.region, input.option1Value]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
}
