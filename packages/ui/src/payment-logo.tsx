import type { PaymentMethod } from "@griya/domain/payment-methods";
import type { ReactNode } from "react";

// Small marks of the payment methods, drawn here (no image requests, nothing for the CSP to allow): each
// brand's colour and name, not its registered artwork. Decorative: the method's name is always beside it.

type Mark = { background: string; children: ReactNode };

const word = (text: string, fill = "#fff", size = 11) => (
  <text
    x="24"
    y="16"
    textAnchor="middle"
    dominantBaseline="middle"
    fontFamily="Arial, Helvetica, sans-serif"
    fontWeight="700"
    fontSize={size}
    fill={fill}
  >
    {text}
  </text>
);

const MARKS = {
  bca_va: { background: "#005eaa", children: word("BCA", "#fff", 12) },
  bni_va: { background: "#f26522", children: word("BNI", "#fff", 12) },
  bri_va: { background: "#00529c", children: word("BRI", "#fff", 12) },
  mandiri_va: {
    background: "#003d79",
    children: (
      <>
        {word("mandiri", "#fff", 9)}
        <rect x="8" y="23" width="32" height="2.5" rx="1.25" fill="#ffb700" />
      </>
    ),
  },
  permata_va: { background: "#fff", children: word("Permata", "#2e8b3d", 9) },
  credit_card: {
    background: "#1f2937",
    children: (
      <>
        <rect x="8" y="10" width="10" height="8" rx="1.5" fill="#f5c542" />
        <rect x="8" y="22" width="32" height="2" rx="1" fill="#9ca3af" />
        <circle cx="33" cy="14" r="4" fill="#eb001b" opacity="0.9" />
        <circle cx="38" cy="14" r="4" fill="#f79e1b" opacity="0.9" />
      </>
    ),
  },
  gopay: {
    background: "#fff",
    children: (
      <>
        <circle cx="10" cy="16" r="5" fill="#00aed6" />
        <circle cx="10" cy="16" r="2" fill="#fff" />
        <text
          x="30"
          y="16"
          textAnchor="middle"
          dominantBaseline="middle"
          fontFamily="Arial, Helvetica, sans-serif"
          fontWeight="700"
          fontSize="9"
          fill="#1f2937"
        >
          gopay
        </text>
      </>
    ),
  },
  ovo: { background: "#4c3494", children: word("OVO", "#fff", 12) },
  dana: { background: "#118eea", children: word("DANA", "#fff", 11) },
  shopeepay: {
    background: "#ee4d2d",
    children: (
      <>
        <path d="M15 11h18l-1.5 14h-15z" fill="#fff" />
        <path d="M20 11a4 4 0 0 1 8 0" fill="none" stroke="#fff" strokeWidth="1.6" />
        <text
          x="24"
          y="19.5"
          textAnchor="middle"
          dominantBaseline="middle"
          fontFamily="Arial, Helvetica, sans-serif"
          fontWeight="700"
          fontSize="8"
          fill="#ee4d2d"
        >
          S
        </text>
      </>
    ),
  },
  alfamart: {
    background: "#fff",
    children: (
      <>
        <rect x="4" y="7" width="40" height="5" rx="1" fill="#e3000f" />
        <rect x="4" y="20" width="40" height="5" rx="1" fill="#005daa" />
        {word("alfamart", "#1f2937", 8)}
      </>
    ),
  },
  indomaret: {
    background: "#fff",
    children: (
      <>
        <rect x="4" y="7" width="40" height="4" rx="1" fill="#0061a8" />
        <rect x="4" y="14" width="40" height="4" rx="1" fill="#ed1c24" />
        <rect x="4" y="21" width="40" height="4" rx="1" fill="#ffd200" />
      </>
    ),
  },
} as const satisfies Record<PaymentMethod, Mark>;

/** The method's small mark (48 × 32 units), for beside its name; hidden from assistive technology. */
export function PaymentLogo({ method, className }: { method: PaymentMethod; className?: string }) {
  const mark: Mark = MARKS[method];
  return (
    <svg
      className={className ?? "g-payment-logo"}
      viewBox="0 0 48 32"
      width="48"
      height="32"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="0.5" y="0.5" width="47" height="31" rx="5" fill={mark.background} stroke="#d1d5db" />
      {mark.children}
    </svg>
  );
}
