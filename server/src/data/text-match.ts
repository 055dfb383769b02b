/** "Contains" in SQL: LIKE with the caller's `%`, `_` and `\` escaped, so a keyword is matched as plain text. */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const contains = (column: SQLWrapper, text: string): SQL => sql`${column} LIKE ${containsPattern(text)} ESCAPE '\\'`;
