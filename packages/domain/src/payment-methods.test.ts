import { describe, expect, it } from "vitest";
import {
  DEFAULT_PAYMENT_METHOD,
  PAYMENT_METHODS,
  PAYMENT_METHOD_GROUP_LABELS,
  groupedPaymentMethods,
  isPaymentMethod,
  paymentInstructions,
  paymentMethodGroup,
  paymentMethodLabel,
  paymentReferences,
} from "./payment-methods";

describe("payment methods", () => {
  it("has the twelve codes of the openapi PaymentMethod, BCA VA first and default", () => {
    expect(PAYMENT_METHODS).toEqual([
      "bca_va",
      "bni_va",
      "bri_va",
      "mandiri_va",
      "permata_va",
      "credit_card",
      "gopay",
      "ovo",
      "dana",
      "shopeepay",
      "alfamart",
      "indomaret",
    ]);
    expect(DEFAULT_PAYMENT_METHOD).toBe("bca_va");
    expect(["bca_va", "BCA_VA", "cash", 1, null].map(isPaymentMethod)).toEqual([true, false, false, false, false]);
  });

  it("labels and groups them in Indonesian", () => {
    expect(paymentMethodLabel("bca_va")).toBe("BCA Virtual Account");
    expect(paymentMethodLabel("credit_card")).toBe("Kartu Kredit/Debit");
    expect(paymentMethodGroup("ovo")).toBe("e_wallet");
    expect(PAYMENT_METHOD_GROUP_LABELS).toEqual({
      virtual_account: "Virtual Account",
      card: "Kartu Kredit/Debit",
      e_wallet: "E-Wallet",
      retail: "Gerai Retail",
    });
    expect(groupedPaymentMethods().map((g) => [g.label, g.methods.map((m) => m.value)])).toEqual([
      ["Virtual Account", ["bca_va", "bni_va", "bri_va", "mandiri_va", "permata_va"]],
      ["Kartu Kredit/Debit", ["credit_card"]],
      ["E-Wallet", ["gopay", "ovo", "dana", "shopeepay"]],
      ["Gerai Retail", ["alfamart", "indomaret"]],
    ]);
    // A subset (e.g. what the configured gateway supports) drops empty groups.
    expect(groupedPaymentMethods(["bca_va", "gopay"]).map((g) => g.group)).toEqual(["virtual_account", "e_wallet"]);
  });
});

describe("how-to-pay instructions", () => {
  it("gives every bank VA three channels: ATM, mobile and internet banking", () => {
    for (const method of ["bca_va", "bni_va", "bri_va", "mandiri_va", "permata_va"] as const) {
      const sections = paymentInstructions(method, { vaNumber: "1234567890", amount: 1_332_000 });
      expect(sections).toHaveLength(3);
      expect(sections[0]!.title).toMatch(/^ATM /);
      for (const section of sections) {
        expect(section.steps.length).toBeGreaterThanOrEqual(4);
        expect(section.steps.join(" ")).toContain("Rp 1.332.000");
      }
    }
    const bca = paymentInstructions("bca_va", { vaNumber: "8277012345678901" });
    expect(bca.map((s) => s.title)).toEqual(["ATM BCA", "m-BCA (BCA mobile)", "KlikBCA (internet banking)"]);
    expect(bca[0]!.steps[2]).toBe("Masukkan nomor Virtual Account 8277012345678901, lalu pilih Benar.");
  });

  it("Mandiri bill payment asks for the company code and the bill key", () => {
    const steps = paymentInstructions("mandiri_va", { billerCode: "70012", billKey: "990011223344" })[0]!.steps;
    expect(steps).toContain("Masukkan kode perusahaan 70012, lalu pilih Benar.");
    expect(steps).toContain("Masukkan kode bayar 990011223344, lalu pilih Benar.");
    expect(paymentReferences("mandiri_va", { billerCode: "70012", billKey: "990011223344" })).toEqual([
      { label: "Kode Perusahaan", value: "70012" },
      { label: "Kode Bayar", value: "990011223344" },
    ]);
  });

  it("e-wallets use the app, stores the cashier", () => {
    expect(paymentInstructions("gopay")[0]!.title).toBe("Aplikasi Gojek atau GoPay");
    expect(paymentInstructions("ovo")[0]!.title).toBe("Aplikasi OVO");
    expect(paymentInstructions("dana")[0]!.title).toBe("Aplikasi DANA");
    expect(paymentInstructions("shopeepay")[0]!.title).toBe("Aplikasi Shopee");
    const alfa = paymentInstructions("alfamart", { paymentCode: "ALF123456", amount: 111_000 })[0]!;
    expect(alfa.title).toBe("Kasir Alfamart");
    expect(alfa.steps).toContain("Tunjukkan kode pembayaran ALF123456 kepada kasir.");
    expect(alfa.steps.join(" ")).toContain("Rp 111.000");
    expect(paymentInstructions("indomaret", { merchantName: "Griya Properti" })[0]!.steps[1]).toBe(
      "Sampaikan kepada kasir bahwa Anda ingin membayar tagihan Griya Properti.",
    );
  });

  it("reads naturally without the gateway's numbers", () => {
    for (const method of PAYMENT_METHODS) {
      const text = paymentInstructions(method)
        .flatMap((s) => [s.title, ...s.steps])
        .join(" ");
      expect(text).not.toMatch(/undefined|null|NaN/);
      expect(paymentInstructions(method).length).toBeGreaterThan(0);
    }
    expect(paymentInstructions("bca_va")[0]!.steps[2]).toBe("Masukkan nomor Virtual Account Anda, lalu pilih Benar.");
  });

  it("references show the VA number or the payment code", () => {
    expect(paymentReferences("bni_va", { vaNumber: "988123" })).toEqual([
      { label: "Nomor Virtual Account", value: "988123" },
    ]);
    expect(paymentReferences("indomaret", { paymentCode: "IDM1" })).toEqual([
      { label: "Kode Pembayaran", value: "IDM1" },
    ]);
    expect(paymentReferences("gopay", { vaNumber: "x" })).toEqual([]);
    expect(paymentReferences("bca_va")).toEqual([]);
  });
});
