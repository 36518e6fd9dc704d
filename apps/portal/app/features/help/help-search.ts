// The help centre's search: a small, pure ranking over the articles' titles, keywords, summaries and text,
// tolerant of typos ("tranfer koin" finds "Transfer koin") through Damerau-Levenshtein distance between words.

/** Words too common to say anything about a topic. */
const STOP_WORDS = new Set([
  "di",
  "ke",
  "dari",
  "dan",
  "atau",
  "yang",
  "untuk",
  "cara",
  "bagaimana",
  "gimana",
  "apa",
  "saya",
  "aku",
  "anda",
  "bisa",
  "ini",
  "itu",
  "dengan",
  "pada",
  "adalah",
  "jika",
  "kalau",
  "mau",
  "ingin",
  "tidak",
  "belum",
  "sudah",
]);

/** Lower case, accents dropped, split on anything that is not a letter or digit. */
export function searchWords(text: string): string[] {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== "");
}

/**
 * Optimal string alignment distance (Damerau-Levenshtein without repeated edits of a substring): insertions,
 * deletions, substitutions and swaps of two neighbouring letters each cost 1. Gives up past `max` and answers
 * max + 1, which is all the ranking needs to know.
 */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** Typos a word of this length may carry: none in short words (too many false friends), 1 from 4, 2 from 7. */
function allowedTypos(length: number): number {
  return length < 4 ? 0 : length < 7 ? 1 : 2;
}

/** How well one query word matches one text word: 1 exact, 0.8 a prefix (typing in progress), less per typo. */
export function wordMatch(term: string, word: string): number {
  if (term === word) return 1;
  if (term.length >= 3 && word.startsWith(term)) return 0.8;
  const typos = allowedTypos(term.length);
  if (typos === 0) return 0;
  const distance = editDistance(term, word, typos);
  return distance <= typos ? 0.7 - 0.2 * (distance - 1) : 0;
}

export type SearchableDoc<K extends string> = {
  key: K;
  title: string;
  keywords: readonly string[];
  summary: string;
  body: string;
};

const FIELD_WEIGHTS = { title: 6, keywords: 4, summary: 2, body: 1 } as const;
const TITLE_COVERAGE_BONUS = 2;
type Field = keyof typeof FIELD_WEIGHTS;

export type SearchHit<K extends string> = { key: K; score: number };

/**
 * Ranks documents for a query: every query word is matched against each field's words (the best match counts,
 * weighted by where it was found: title, keywords, summary, body), the words' scores are added up, and the sum
 * is scaled by the share of query words found at all, so a document matching both words beats one that matches
 * one word often. Documents matching nothing are left out; ties keep the documents' own order.
 */
export function rankDocuments<K extends string>(query: string, docs: readonly SearchableDoc<K>[]): SearchHit<K>[] {
  const all = searchWords(query);
  const meaningful = all.filter((word) => !STOP_WORDS.has(word));
  const terms = [...new Set(meaningful.length > 0 ? meaningful : all)];
  if (terms.length === 0) return [];
  const hits = docs.map((doc, index) => {
    const fields: Record<Field, Set<string>> = {
      title: new Set(searchWords(doc.title)),
      keywords: new Set(searchWords(doc.keywords.join(" "))),
      summary: new Set(searchWords(doc.summary)),
      body: new Set(searchWords(doc.body)),
    };
    let score = 0;
    let found = 0;
    for (const term of terms) {
      let best = 0;
      for (const field of Object.keys(FIELD_WEIGHTS) as Field[]) {
        const weight = FIELD_WEIGHTS[field];
        if (weight <= best) continue;
        for (const word of fields[field]) {
          const match = weight * wordMatch(term, word);
          if (match > best) best = match;
          if (best === weight) break;
        }
      }
      if (best > 0) found++;
      score += best;
    }
    // A title that is mostly what was asked ("Membership" for "membership") beats one that mentions it.
    const titleWords = [...fields.title].filter((word) => !STOP_WORDS.has(word));
    const covered = titleWords.filter((word) => terms.some((term) => wordMatch(term, word) > 0)).length;
    const titleBonus = found > 0 && titleWords.length > 0 ? (TITLE_COVERAGE_BONUS * covered) / titleWords.length : 0;
    return { key: doc.key, score: ((score + titleBonus) * found) / terms.length, index };
  });
  return hits
    .filter((hit) => hit.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ key, score }) => ({ key, score }));
}
