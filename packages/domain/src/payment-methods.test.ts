import { describe, expect, it } from "vitest";
import {
  CARD_VERIFY_LABEL,
  DEFAULT_PAYMENT_METHOD,
  PAYMENT_METHODS,
  PAYMENT_METHOD_GROUP_LABELS,
  groupInFours,
  groupedPaymentMethods,
  isPaymentMethod,
  paymentActionLabel,
  paymentInstructions,
  paymentMethodGroup,
  paymentMethodLabel,
  paymentReferences,
  paysByQrCode,
  qrCodeLabel,
  walletAppButtonLabel,
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
    expect(bca[0]!.steps[2]).toBe("Masukkan nomor Virtual Account 8277 0123 4567 8901, lalu pilih Benar.");
  });

  it("Mandiri bill payment asks for the company code and the bill key", () => {
    const steps = paymentInstructions("mandiri_va", { billerCode: "70012", billKey: "990011223344" })[0]!.steps;
    expect(steps).toContain("Masukkan kode perusahaan 70012, lalu pilih Benar.");
    expect(steps).toContain("Masukkan kode bayar 9900 1122 3344, lalu pilih Benar.");
    expect(paymentReferences("mandiri_va", { billerCode: "70012", billKey: "990011223344" })).toEqual([
      { label: "Kode Perusahaan", value: "70012", display: "70012", kind: "number" },
      { label: "Kode Bayar", value: "990011223344", display: "9900 1122 3344", kind: "number" },
    ]);
  });

  it("e-wallets use the app, stores the cashier", () => {
    expect(paymentInstructions("gopay").map((s) => s.title)).toEqual(["Pindai kode QR", "Dari ponsel ini"]);
    expect(paymentInstructions("ovo")[0]!.title).toBe("Aplikasi OVO");
    expect(paymentInstructions("dana")[0]!.title).toBe("Aplikasi DANA");
    expect(paymentInstructions("shopeepay")[0]!.title).toBe("Aplikasi Shopee");
    const alfa = paymentInstructions("alfamart", { paymentCode: "ALF123456", amount: 111_000 })[0]!;
    expect(alfa.title).toBe("Kasir Alfamart");
    expect(alfa.steps).toContain("Tunjukkan kode pembayaran ALF1 2345 6 kepada kasir.");
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
    expect(paymentReferences("bni_va", { vaNumber: "9881234567890123" })).toEqual([
      { label: "Nomor Virtual Account", value: "9881234567890123", display: "9881 2345 6789 0123", kind: "number" },
    ]);
    expect(paymentReferences("indomaret", { paymentCode: "25709650945026" })).toEqual([
      { label: "Kode Pembayaran", value: "25709650945026", display: "2570 9650 9450 26", kind: "code" },
    ]);
    expect(paymentReferences("gopay", { vaNumber: "x" })).toEqual([]);
    expect(paymentReferences("bca_va")).toEqual([]);
  });
});

describe("what the how-to-pay page shows", () => {
  it("groups VA numbers, bill keys and store codes in fours from the left; short codes stay whole", () => {
    expect(groupInFours("8808123456789012")).toBe("8808 1234 5678 9012");
    expect(groupInFours("39358012345")).toBe("3935 8012 345");
    expect(groupInFours("ALF1234567890123")).toBe("ALF1 2345 6789 0123");
    expect(groupInFours("70012")).toBe("70012");
    expect(groupInFours("123456")).toBe("123456");
    expect(groupInFours("1234567")).toBe("1234 567");
    expect(groupInFours("8808 1234 5678 9012")).toBe("8808 1234 5678 9012");
  });

  it("labels gateway actions in Indonesian and never shows a gateway's action name", () => {
    expect(paymentActionLabel("gopay", "deeplink-redirect")).toBe("Buka aplikasi GoPay");
    expect(paymentActionLabel("shopeepay", "deeplink-redirect")).toBe("Buka aplikasi ShopeePay");
    for (const method of PAYMENT_METHODS) {
      // The QR action is drawn as the image; unknown actions are not buttons at all.
      expect(paymentActionLabel(method, "generate-qr-code")).toBeUndefined();
      expect(paymentActionLabel(method, "get-status")).toBeUndefined();
      expect(paymentActionLabel(method, "cancel")).toBeUndefined();
      for (const name of ["deeplink-redirect", "generate-qr-code"]) {
        expect(paymentActionLabel(method, name) ?? "").not.toContain(name);
      }
    }
  });

  it("steps mention a QR code only for methods that show one, and an app button only where there is one", () => {
    for (const method of PAYMENT_METHODS) {
      const text = paymentInstructions(method)
        .flatMap((s) => s.steps)
        .join(" ");
      expect(/kode QR/i.test(text), method).toBe(paysByQrCode(method));
      const button = walletAppButtonLabel(method);
      expect(/tombol Buka aplikasi/.test(text), method).toBe(button !== undefined);
      if (button) expect(text).toContain(`tombol ${button}`);
      expect(text).not.toMatch(/generate-qr-code|deeplink-redirect|notifikasi permintaan/);
    }
    expect(qrCodeLabel("gopay")).toBe("Kode QR pembayaran GoPay");
    expect(qrCodeLabel("dana")).toBe("Kode QRIS untuk membayar dengan DANA");
    expect(paymentInstructions("credit_card")[0]!.steps.join(" ")).toContain(`tombol ${CARD_VERIFY_LABEL}`);
  });
});
