import { calculateKpr, KPR_DEFAULTS, KPR_LIMITS, type KprField } from "@griya/domain/kpr";
import { TextField } from "@griya/ui/text-field";
import { useEffect, useRef, useState, type ReactNode } from "react";

const rupiah = (value: number) => `Rp ${Math.round(value).toLocaleString("id-ID")}`;
/** "1.500.000.000" → 1500000000; "" → NaN (refused by the calculation). */
const amount = (text: string) => (text.trim() ? Number(text.replace(/\D/g, "")) : Number.NaN);
/** "7,5" or "7.5" → 7.5. */
const decimal = (text: string) => (text.trim() ? Number(text.replace(",", ".")) : Number.NaN);

/** The loan the simulation shows, for a request that carries it ("Ajukan KPR"). */
export type SimulatedLoan = { amount: number; tenureYears: string; text: string };

/**
 * KPR simulation (docs/product/marketplace.md: 20 % down, 7.5 % fixed a year, 15 years, annuity), worked out in the
 * browser as the visitor types; the server renders the defaults' result, so it reads the same without JavaScript.
 * `children` gets the current loan (null while the figures are wrong).
 */
export function KprCalculator({
  price,
  children,
}: {
  price: number;
  children?: (loan: SimulatedLoan | null) => ReactNode;
}) {
  const [form, setForm] = useState({
    price: price.toLocaleString("id-ID"),
    downPaymentPercent: String(KPR_DEFAULTS.downPaymentPercent),
    annualRatePercent: String(KPR_DEFAULTS.annualRatePercent).replace(".", ","),
    tenureYears: String(KPR_DEFAULTS.tenureYears),
    monthlyIncome: "",
  });
  const formRef = useRef<HTMLFormElement>(null);
  // Its code may arrive after the visitor started typing in the server's HTML (kpr-on-demand.tsx): take over
  // what the fields hold now.
  useEffect(() => {
    if (!formRef.current) return;
    const typed = Object.fromEntries(new FormData(formRef.current)) as Record<string, string>;
    setForm((shown) => ({ ...shown, ...typed }));
  }, []);
  const result = calculateKpr({
    price: amount(form.price),
    downPaymentPercent: decimal(form.downPaymentPercent),
    annualRatePercent: decimal(form.annualRatePercent),
    tenureYears: decimal(form.tenureYears),
    monthlyIncome: form.monthlyIncome.trim() ? amount(form.monthlyIncome) : null,
  });
  const errors: Partial<Record<KprField, string>> = result.ok ? {} : result.errors;
  const field = (name: KprField, label: string, inputMode: "numeric" | "decimal", hint?: string) => (
    <TextField
      label={label}
      name={name}
      id={`kpr-${name}`}
      inputMode={inputMode}
      value={form[name] ?? ""}
      hint={hint}
      error={errors[name]}
      onChange={(event) => setForm({ ...form, [name]: event.target.value })}
    />
  );
  return (
    <section className="g-card kpr" aria-labelledby="kpr-judul">
      <h2 id="kpr-judul" className="listing-section-title">
        Simulasi KPR
      </h2>
      <form ref={formRef} className="kpr-form" onSubmit={(event) => event.preventDefault()}>
        {field("price", "Harga properti (Rp)", "numeric")}
        {field("downPaymentPercent", "Uang muka (%)", "decimal")}
        {field("annualRatePercent", "Bunga per tahun (%)", "decimal", "Bunga tetap (anuitas).")}
        {field(
          "tenureYears",
          "Jangka waktu (tahun)",
          "numeric",
          `${KPR_LIMITS.minTenureYears}–${KPR_LIMITS.maxTenureYears} tahun.`,
        )}
        {field("monthlyIncome", "Penghasilan per bulan (Rp, opsional)", "numeric")}
      </form>
      <div className="kpr-result" aria-live="polite">
        {result.ok ? (
          <>
            <p className="kpr-installment">
              Cicilan per bulan <strong>{rupiah(result.plan.monthlyInstallment)}</strong>
            </p>
            <dl className="kpr-figures">
              <dt>Uang muka</dt>
              <dd>{rupiah(result.plan.downPayment)}</dd>
              <dt>Pokok pinjaman</dt>
              <dd>{rupiah(result.plan.loanAmount)}</dd>
              <dt>Total bunga</dt>
              <dd>{rupiah(result.plan.totalInterest)}</dd>
              <dt>Total pembayaran</dt>
              <dd>{rupiah(result.plan.totalPayment)}</dd>
              {result.plan.incomeSharePercent !== null && (
                <>
                  <dt>Bagian dari penghasilan</dt>
                  <dd>{result.plan.incomeSharePercent.toLocaleString("id-ID")}%</dd>
                </>
              )}
            </dl>
          </>
        ) : (
          <p>Periksa isian di atas untuk melihat simulasi.</p>
        )}
      </div>
      <p className="kpr-note">Perkiraan saja; bunga dan syarat sebenarnya ditentukan bank.</p>
      {children?.(
        result.ok
          ? {
              amount: Math.round(result.plan.loanAmount),
              tenureYears: form.tenureYears.trim(),
              text: `Pinjaman ${rupiah(result.plan.loanAmount)} selama ${form.tenureYears.trim()} tahun`,
            }
          : null,
      )}
    </section>
  );
}
