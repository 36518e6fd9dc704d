// The company behind Griya: the invoices' issuer and the data controller the privacy policy names (UU No. 27/2022).
// One source, so the seeded invoice settings and the legal pages never disagree.
export const COMPANY = {
  name: "PT Griya Properti Nusantara",
  address: "Jl. Jend. Sudirman Kav. 52–53, Senayan, Kebayoran Baru, Jakarta Selatan 12190",
  npwp: "01.234.567.8-012.000",
} as const;
