import { describe, expect, it } from "vitest";
import { emailLink, internationalPhone, phoneLink, whatsAppLink, whatsAppMessage, type ReplyLead } from "./reply-links";

const lead: ReplyLead = {
  name: "Rina Wijaya",
  phone: "081234567890",
  email: "rina@contoh.id",
  listing: { title: "Rumah Melati & taman, 3 KT", listing_number: "GRY-000123" },
};

describe("reply links", () => {
  it("turns the stored 08… number into international digits", () => {
    expect(internationalPhone("081234567890")).toBe("6281234567890");
    expect(internationalPhone("6281234567890")).toBe("6281234567890");
    expect(internationalPhone("+62 812-3456-7890")).toBe("6281234567890");
  });

  it("prefills WhatsApp with the buyer's name, the listing and its number", () => {
    expect(whatsAppMessage(lead)).toBe(
      'Halo Rina Wijaya, terima kasih sudah menghubungi saya tentang "Rumah Melati & taman, 3 KT" (No. listing GRY-000123) di Griya. ',
    );
    const url = new URL(whatsAppLink(lead));
    expect(url.origin).toBe("https://wa.me");
    expect(url.pathname).toBe("/6281234567890");
    // The & and the comma survive as text, not as new parameters.
    expect([...url.searchParams.keys()]).toEqual(["text"]);
    expect(url.searchParams.get("text")).toBe(whatsAppMessage(lead));
  });

  it("words a lead from the agent page without a listing", () => {
    const fromProfile = { ...lead, listing: null };
    expect(whatsAppMessage(fromProfile)).toBe(
      "Halo Rina Wijaya, terima kasih sudah menghubungi saya melalui profil saya di Griya. ",
    );
    expect(emailLink(fromProfile)).toBe("mailto:rina@contoh.id?subject=Pertanyaan%20Anda%20di%20Griya");
  });

  it("calls the international number and e-mails with the listing in the subject", () => {
    expect(phoneLink(lead.phone)).toBe("tel:+6281234567890");
    const mail = emailLink(lead);
    expect(mail.startsWith("mailto:rina@contoh.id?subject=")).toBe(true);
    expect(decodeURIComponent(mail.split("subject=")[1]!)).toBe(
      'Pertanyaan Anda tentang "Rumah Melati & taman, 3 KT" (No. listing GRY-000123)',
    );
  });
});
