import type { ProductCategory, ProductFacts } from './product-facts';

/** The words a phrase is built from, worked out once per product. */
export interface PhraseParts {
  facts: ProductFacts;
  producer: string;
  noun: string;
  place: string;
}

type Phrase = (parts: PhraseParts) => string;

const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');
const possessive = (name: string) => (/s$/i.test(name) ? `${name}'` : `${name}'s`);
const inPlace = (place: string) => (place ? ` in ${place}` : '');

export const OPENINGS: Record<ProductCategory, Phrase[]> = {
  wine: [
    ({ producer, noun, place }) =>
      place
        ? `From ${place}, ${producer} offers ${article(noun)} ${noun}`
        : `${producer} offers ${article(noun)} ${noun} made with care`,
    ({ producer, noun, place }) =>
      place
        ? `${possessive(producer)} ${noun} comes from ${place}`
        : `${possessive(producer)} ${noun} is a bottle worth knowing`,
    ({ producer, noun, place }) =>
      `This ${noun} from ${producer} ${place ? `shows the character of ${place}` : 'is made to be enjoyed'}`,
  ],
  beer: [
    ({ producer, noun, place }) => `${producer} brews this ${noun}${inPlace(place)}`,
    ({ producer, noun, place }) => `Crafted by ${producer}${inPlace(place)}, this ${noun} belongs in every beer fridge`,
    ({ producer, noun, place }) =>
      `This ${noun} from ${producer}${place ? `, brewed in ${place},` : ''} is easy to reach for`,
  ],
  spirits: [
    ({ producer, noun, place }) => `${producer} makes this ${noun}${inPlace(place)}`,
    ({ producer, noun, place }) => `From ${producer}${inPlace(place)} comes this ${noun}, a fine addition to any bar`,
    ({ producer, noun, place }) =>
      `This ${noun} from ${producer} ${place ? `carries the character of ${place}` : 'rewards a slow sip'}`,
  ],
  food: [
    ({ producer, noun, place }) => `${producer} makes this ${noun}${inPlace(place)}`,
    ({ producer, noun, place }) => `From ${producer}${inPlace(place)} comes this ${noun}`,
  ],
  accessory: [
    ({ producer, noun }) => `This ${noun} from ${producer} is made for everyday use`,
    ({ producer, noun }) => `${producer} designed this ${noun} for anyone who entertains at home`,
  ],
  general: [
    ({ producer, noun, place }) => `${producer} brings us this ${noun}${place ? ` from ${place}` : ''}`,
    ({ producer, noun, place }) =>
      `This ${noun} from ${producer} ${place ? `comes from ${place}` : 'is a welcome find'}`,
  ],
};

export const CLOSINGS: Record<ProductCategory, string[]> = {
  wine: [
    'Open it with a good meal and share it with friends',
    'Serve it at the right temperature and enjoy it with food or on its own',
    'It is a bottle to pour with dinner tonight or to set aside for a special occasion',
  ],
  beer: [
    'Serve it well chilled and pour it into a glass to enjoy the aroma',
    'It pairs easily with burgers, pizza and good company',
    'Grab it for the next cookout or a quiet evening at home',
  ],
  spirits: [
    'Sip it neat, add a drop of water, or build it into a classic cocktail',
    'Enjoy it neat, on the rocks or in your favorite cocktail',
    'It is equally at home in a glass on its own or in a well-made cocktail',
  ],
  food: [
    'Add it to a cheese board or serve it alongside a bottle of wine',
    'It makes a thoughtful gift and an easy addition to the pantry',
  ],
  accessory: ['It makes a practical gift for any host', 'Keep it close at hand for your next gathering'],
  general: ['Ask our staff for serving and pairing ideas', 'It makes a welcome addition to any gathering'],
};

export const HIGHLIGHTS: ((list: string) => string)[] = [
  (list) => `Highlights include ${list}`,
  (list) => `Worth noting: ${list}`,
];

const GENERIC_STYLES = new Set(['red', 'white', 'rosé', 'rose', 'sparkling', 'dessert', 'orange', 'fortified']);

/** What the product is called in a sentence: `2019 Cabernet Sauvignon`, `red wine`, `IPA`, `bourbon`. */
export function nounOf(facts: ProductFacts): string {
  const { category, subtype, varietal, vintage, type } = facts;
  if (category === 'wine') {
    const style = subtype && GENERIC_STYLES.has(subtype.toLowerCase()) ? `${subtype.toLowerCase()} wine` : subtype;
    return [vintage, varietal || style || 'wine'].filter(Boolean).join(' ');
  }
  if (category === 'beer') return subtype || varietal || 'beer';
  if (category === 'spirits') return subtype || varietal || (/spirits/i.test(type) ? 'spirit' : type);
  if (category === 'food') return subtype || 'gourmet treat';
  if (category === 'accessory') return subtype || 'accessory';
  return subtype || type || 'product';
}

export function placeOf(facts: ProductFacts): string {
  const { region, country } = facts;
  if (region && country && region.toLowerCase() !== country.toLowerCase()) return `${region}, ${country}`;
  return region || country;
}

/** `13.5` reads as `13.5%`; `13.5% ABV` stays as written. */
export const strengthOf = (alcohol: string) => (/^\d+(\.\d+)?$/.test(alcohol) ? `${alcohol}%` : alcohol);

export function listOf(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
