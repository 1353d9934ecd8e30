/**
 * One CSV cell, RFC 4180 quoted when needed. Cells a spreadsheet would run as a formula (=, +, -, @, tab, CR)
 * get a leading apostrophe, so a guest's name can never become a formula in the host's spreadsheet.
 */
export function csvCell(value: string | number): string {
  let s = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export const csvRow = (cells: (string | number)[]): string => `${cells.map(csvCell).join(',')}\r\n`;
