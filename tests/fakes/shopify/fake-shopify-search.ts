/**
 * Shopify's search syntax (shopify.dev/docs/api/usage/search-syntax): terms, AND/OR, `-`/NOT,
 * parentheses, `field:value`, comparators `:< :> :<= :>=`, quoted values, backslash escapes and a
 * trailing `*` for prefix. Text matches the way Shopify's index does: the whole value, or a run of
 * its words (split at punctuation), never an arbitrary infix.
 */
export type SearchNode =
  | { kind: 'and' | 'or'; items: SearchNode[] }
  | { kind: 'not'; item: SearchNode }
  | { kind: 'term'; field: string | null; comparator: string; value: string; isPrefix: boolean };

class Parser {
  private pos = 0;
  constructor(private readonly text: string) {}

  parse(): SearchNode {
    const node = this.parseOr();
    this.skipSpace();
    if (this.pos < this.text.length) throw new Error(`unexpected "${this.text.slice(this.pos)}"`);
    return node;
  }

  private skipSpace() {
    while (/\s/.test(this.text[this.pos] ?? '')) this.pos++;
  }

  private peekWord(word: string): boolean {
    this.skipSpace();
    const rest = this.text.slice(this.pos);
    return rest.startsWith(word) && /^(\s|$)/.test(rest.slice(word.length));
  }

  private parseOr(): SearchNode {
    const items = [this.parseAnd()];
    while (this.peekWord('OR')) {
      this.pos += 2;
      items.push(this.parseAnd());
    }
    return items.length === 1 ? (items[0] as SearchNode) : { kind: 'or', items };
  }

  private parseAnd(): SearchNode {
    const items: SearchNode[] = [];
    for (;;) {
      this.skipSpace();
      if (this.pos >= this.text.length || this.text[this.pos] === ')' || this.peekWord('OR')) break;
      if (this.peekWord('AND')) {
        this.pos += 3;
        continue;
      }
      items.push(this.parseTerm());
    }
    if (items.length === 0) throw new Error('empty query');
    return items.length === 1 ? (items[0] as SearchNode) : { kind: 'and', items };
  }

  private parseTerm(): SearchNode {
    this.skipSpace();
    if (this.text[this.pos] === '-') {
      this.pos++;
      return { kind: 'not', item: this.parseTerm() };
    }
    if (this.peekWord('NOT')) {
      this.pos += 3;
      return { kind: 'not', item: this.parseTerm() };
    }
    if (this.text[this.pos] === '(') {
      this.pos++;
      const inner = this.parseOr();
      if (this.text[this.pos] !== ')') throw new Error('missing )');
      this.pos++;
      return inner;
    }
    const field = /^([a-z_][a-z0-9_.]*)(:<=|:>=|:<|:>|:)/i.exec(this.text.slice(this.pos));
    let comparator = ':';
    let name: string | null = null;
    if (field) {
      name = (field[1] as string).toLowerCase();
      comparator = field[2] as string;
      this.pos += field[0].length;
    }
    const { value, isPrefix } = this.parseValue();
    return { kind: 'term', field: name, comparator, value, isPrefix };
  }

  private parseValue(): { value: string; isPrefix: boolean } {
    const quote = this.text[this.pos];
    let value = '';
    if (quote === '"' || quote === "'") {
      this.pos++;
      while (this.pos < this.text.length && this.text[this.pos] !== quote) {
        if (this.text[this.pos] === '\\') this.pos++;
        value += this.text[this.pos++] ?? '';
      }
      this.pos++;
      return { value, isPrefix: false };
    }
    let isPrefix = false;
    while (this.pos < this.text.length && !/[\s()]/.test(this.text[this.pos] as string)) {
      const c = this.text[this.pos++] as string;
      if (c === '\\') value += this.text[this.pos++] ?? '';
      else if (c === '*' && /^(\s|\)|$)/.test(this.text.slice(this.pos))) isPrefix = true;
      else value += c;
    }
    return { value, isPrefix };
  }
}

export function parseSearch(query: string): SearchNode {
  return new Parser(query).parse();
}

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

function matchesText(candidate: string | null | undefined, value: string, isPrefix: boolean): boolean {
  if (!candidate) return false;
  const c = candidate.toLowerCase();
  const v = value.toLowerCase();
  if (c === v || (isPrefix && c.startsWith(v))) return true;
  const have = words(c);
  const want = words(v);
  if (want.length === 0) return false;
  for (let start = 0; start + want.length <= have.length; start++) {
    const fits = want.every((w, i) => {
      const word = have[start + i] as string;
      return isPrefix && i === want.length - 1 ? word.startsWith(w) : word === w;
    });
    if (fits) return true;
  }
  return false;
}

function compareValues(candidate: string, comparator: string, value: string): boolean {
  const a = Date.parse(candidate);
  const b = Date.parse(value);
  const [x, y] = Number.isNaN(a) || Number.isNaN(b) ? [Number(candidate), Number(value)] : [a, b];
  switch (comparator) {
    case ':<':
      return x < y;
    case ':>':
      return x > y;
    case ':<=':
      return x <= y;
    case ':>=':
      return x >= y;
    default:
      return x === y;
  }
}

export interface SearchDocument {
  /** The document's values for a filter, or undefined for a filter this resource does not have. */
  values(field: string | null): (string | null)[] | undefined;
  /** Filters that take a comma-separated list of whole values (e.g. `handle`). */
  listFields?: ReadonlySet<string>;
  onUnknownField(field: string): void;
}

function matchesList(values: (string | null)[], list: string, isPrefix: boolean): boolean {
  const wanted = list.split(',').map((w) => w.trim().toLowerCase());
  return values.some(
    (v) => v !== null && wanted.some((w) => v.toLowerCase() === w || (isPrefix && v.toLowerCase().startsWith(w))),
  );
}

export function evaluateSearch(node: SearchNode, doc: SearchDocument): boolean {
  switch (node.kind) {
    case 'and':
      return node.items.every((item) => evaluateSearch(item, doc));
    case 'or':
      return node.items.some((item) => evaluateSearch(item, doc));
    case 'not':
      return !evaluateSearch(node.item, doc);
    case 'term': {
      const values = doc.values(node.field);
      if (!values) {
        doc.onUnknownField(node.field ?? '(default)');
        return false;
      }
      if (node.comparator !== ':')
        return values.some((v) => v !== null && compareValues(v, node.comparator, node.value));
      if (node.field && doc.listFields?.has(node.field)) return matchesList(values, node.value, node.isPrefix);
      return values.some((v) => matchesText(v, node.value, node.isPrefix));
    }
  }
}
