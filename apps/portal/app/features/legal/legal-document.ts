// The shape of a legal page (terms, privacy): numbered sections that the table of contents links to.

type LegalSection = {
  /** The anchor the table of contents links to. */
  id: string;
  title: string;
  paragraphs: readonly string[];
  /** A bulleted list after the paragraphs. */
  items?: readonly string[];
};

export type LegalDocument = {
  title: string;
  /** ISO date of the last change. */
  updatedIso: string;
  /** The same date in Indonesian ("24 November 2026"). */
  updated: string;
  intro: readonly string[];
  sections: readonly LegalSection[];
};
