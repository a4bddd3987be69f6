/**
 * A small CSV reader for the schedule import: comma-separated, fields optionally in double quotes
 * ("" is a quote inside), CRLF or LF line ends. Returns the lines' fields with their line numbers
 * (1-based, as an editor shows them); blank lines are skipped.
 */
export function parseCsv(text: string): { line: number; fields: string[] }[] {
  const rows: { line: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let field = '';
  let inQuotes = false;
  let line = 1;
  let rowLine = 1;
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const endRow = () => {
    fields.push(field);
    if (fields.some((value) => value.trim() !== '')) rows.push({ line: rowLine, fields });
    fields = [];
    field = '';
  };
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (inQuotes) {
      if (char === '"' && source[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') inQuotes = false;
      else {
        if (char === '\n') line++;
        field += char;
      }
    } else if (char === '"') inQuotes = true;
    else if (char === ',') {
      fields.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i++;
      endRow();
      line++;
      rowLine = line;
    } else field += char;
  }
  if (field !== '' || fields.length > 0) endRow();
  return rows;
}
