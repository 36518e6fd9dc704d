// Texts of a form kept across a new login after the session ended (ADR 0028).
export const keptForms = {
  restored: "Isian Anda sebelumnya dipulihkan.",
  restoredHint: "Periksa lalu simpan. Bila tidak diperlukan, buang isian ini.",
  discard: "Buang isian",
} as const;
