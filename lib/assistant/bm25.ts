import { tokenize } from "./tokenize";
import type { Passage } from "./types";

/** BM25 parameters (the usual defaults). */
const K1 = 1.2;
const B = 0.75;

interface IndexedPassage {
  passage: Passage;
  terms: Map<string, number>;
  length: number;
}

export interface ScoredPassage {
  passage: Passage;
  score: number;
  /** Distinct query terms found in the passage. */
  matched: number;
}

/**
 * A small BM25 index over one hub's passages. Titles count twice (a FAQ
 * question says what its answer is about). Built once per hub and reused.
 */
export class PassageIndex {
  private readonly docs: IndexedPassage[];
  private readonly df = new Map<string, number>();
  private readonly avgLength: number;

  constructor(passages: readonly Passage[]) {
    this.docs = passages.map((passage) => {
      const tokens = tokenize(`${passage.title} ${passage.title} ${passage.answer} ${passage.keywords ?? ""}`);
      const terms = new Map<string, number>();
      for (const t of tokens) terms.set(t, (terms.get(t) ?? 0) + 1);
      for (const t of terms.keys()) this.df.set(t, (this.df.get(t) ?? 0) + 1);
      return { passage, terms, length: tokens.length };
    });
    this.avgLength = this.docs.reduce((sum, d) => sum + d.length, 0) / Math.max(1, this.docs.length);
  }

  get size(): number {
    return this.docs.length;
  }

  private idf(term: string): number {
    const n = this.docs.length;
    const df = this.df.get(term) ?? 0;
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  }

  /** Passages ranked best first; ties keep content order, so answers are deterministic. */
  search(query: string): ScoredPassage[] {
    const queryTerms = [...new Set(tokenize(query))];
    const scored = this.docs.map((doc, order) => {
      let score = 0;
      let matched = 0;
      for (const term of queryTerms) {
        const tf = doc.terms.get(term);
        if (!tf) continue;
        matched += 1;
        score += (this.idf(term) * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * doc.length) / this.avgLength));
      }
      return { passage: doc.passage, score, matched, order };
    });
    return scored
      .filter((s) => s.score > 0)
      .sort((a, b) => b.score - a.score || a.order - b.order)
      .map(({ passage, score, matched }) => ({ passage, score, matched }));
  }
}
