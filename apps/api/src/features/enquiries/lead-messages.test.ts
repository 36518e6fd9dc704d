import { describe, expect, it } from "vitest";
import { agentRegistrationEmail, findProjectInquiryEmail, projectRegistrationEmail } from "./lead-messages.js";

const contact = {
  to: "sales@griya.example",
  name: "Rina <b>Wati</b>",
  email: "rina@contoh.id",
  phone: "081233334444",
  receivedAt: "24 November 2026, 10.00 WIB",
};

describe("the sales-form e-mails", () => {
  it("carry every field in the text and escape what the visitor typed in the HTML", () => {
    const mail = agentRegistrationEmail({
      ...contact,
      message: "Saya <script>x</script>",
      agentType: null,
      officeName: "Kantor & Co",
      city: null,
    });
    expect(mail.subject).toBe("Minat bergabung sebagai agen dari Rina <b>Wati</b>");
    expect(mail.text).toContain("Nama kantor: Kantor & Co");
    expect(mail.text).toContain("Tipe agen: -");
    expect(mail.html).toContain("Rina &lt;b&gt;Wati&lt;/b&gt;");
    expect(mail.html).toContain("Saya &lt;script&gt;x&lt;/script&gt;");
    expect(mail.html).not.toContain("<script>");
    expect(mail.links).toEqual([]);
  });

  it("name the project and the company, and the budget in rupiah", () => {
    const project = projectRegistrationEmail({
      ...contact,
      name: "Hendra",
      message: null,
      companyName: "PT Maju",
      projectName: "Griya Asri",
      city: "Kota Bandung, Jawa Barat",
    });
    expect(project.subject).toBe("Pendaftaran proyek Griya Asri dari PT Maju");
    expect(project.text).toContain("Kota/Kabupaten: Kota Bandung, Jawa Barat");
    const find = findProjectInquiryEmail({
      ...contact,
      name: "Maya",
      message: null,
      propertyType: "Rumah",
      city: null,
      budgetMin: 500_000_000,
      budgetMax: null,
    });
    expect(find.subject).toBe("Permintaan bantuan mencari proyek dari Maya");
    expect(find.text).toContain("Anggaran minimal: Rp 500.000.000");
    expect(find.text).toContain("Anggaran maksimal: -");
  });
});
