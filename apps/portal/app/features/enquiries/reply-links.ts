// The reply buttons' links: WhatsApp (wa.me with a prefilled message), a phone call and an e-mail, each naming
// the listing the buyer asked about so the buyer knows at once which home the agent answers for.

type LeadListing = { title: string; listing_number: string } | null;
export type ReplyLead = { name: string; phone: string; email: string; listing: LeadListing };

/** "081234567890" (the stored form) → "6281234567890", the international digits wa.me and tel: expect. */
export function internationalPhone(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (digits.startsWith("62")) return digits;
  return `62${digits.replace(/^0/, "")}`;
}

function aboutListing(listing: LeadListing): string {
  return listing ? `"${listing.title}" (No. listing ${listing.listing_number})` : "";
}

/** The WhatsApp opening line: greets the buyer by name and names the listing and its number. */
export function whatsAppMessage(lead: ReplyLead): string {
  const about = lead.listing ? `tentang ${aboutListing(lead.listing)} di Griya` : "melalui profil saya di Griya";
  return `Halo ${lead.name}, terima kasih sudah menghubungi saya ${about}. `;
}

export function whatsAppLink(lead: ReplyLead): string {
  return `https://wa.me/${internationalPhone(lead.phone)}?text=${encodeURIComponent(whatsAppMessage(lead))}`;
}

export function phoneLink(phone: string): string {
  return `tel:+${internationalPhone(phone)}`;
}

/** The e-mail subject names the listing, so the answer is not mistaken for a newsletter. */
function emailSubject(lead: ReplyLead): string {
  return lead.listing ? `Pertanyaan Anda tentang ${aboutListing(lead.listing)}` : "Pertanyaan Anda di Griya";
}

export function emailLink(lead: ReplyLead): string {
  return `mailto:${lead.email}?subject=${encodeURIComponent(emailSubject(lead))}`;
}
