import { sql } from "drizzle-orm";
import * as v from "valibot";
import type { AppDb } from "../platform/db/client.js";
import { rowsOf } from "../platform/db/rows-of.js";

const HOUR_MS = 3_600_000;

export type DemoLead = {
  name: string;
  email: string;
  phone: string;
  /** Oldest first; the first one is the lead's arrival. */
  messages: { message: string; hoursAgo: number }[];
  read: boolean;
  archived: boolean;
  /** Minutes from arrival to the agent's first response, when the lead was read. */
  respondedAfterMinutes?: number;
  /** The listing it came from; none for the agent's own page. */
  listingNumber?: string;
};

/** One lead of `agentId` with its messages, as the enquiry form would have stored it. */
export async function insertDemoLead(db: AppDb, agentId: number, lead: DemoLead, now: Date): Promise<void> {
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR_MS);
  const first = lead.messages[0]!;
  const arrived = at(first.hoursAgo);
  const last = at(lead.messages.at(-1)!.hoursAgo);
  const responded = lead.read ? new Date(arrived.getTime() + (lead.respondedAfterMinutes ?? 60) * 60_000) : null;
  const listing =
    lead.listingNumber === undefined
      ? sql`NULL::int`
      : sql`(SELECT id FROM listings WHERE listing_number = ${lead.listingNumber})`;
  const [created] = await rowsOf(
    db,
    v.object({ uuid: v.string() }),
    sql`
    INSERT INTO enquiries (agent_user_id, listing_id, source, name, email, phone, message, read_at, archived_at,
      first_response_at, created_at, last_message_at)
    VALUES (${agentId}, ${listing}, ${lead.listingNumber === undefined ? "agent_page" : "listing"}, ${lead.name},
      ${lead.email}, ${lead.phone}, ${first.message}, ${responded}, ${lead.archived ? last : null}, ${responded},
      ${arrived}, ${last})
    RETURNING uuid::text AS uuid`,
  );
  for (const m of lead.messages) {
    await db.execute(sql`INSERT INTO enquiry_messages (enquiry_uuid, message, created_at)
      VALUES (${created!.uuid}::uuid, ${m.message}, ${at(m.hoursAgo)})`);
  }
}

/** Leads on the demo agent's listings, so /leads and the my-listings cards show them (unread, read, archived). */
const demoListingLeads: { email: string; leads: DemoLead[] }[] = [
  {
    email: "agen@demo.id",
    leads: [
      {
        name: "Rina Wijaya",
        email: "rina.wijaya@contoh.id",
        phone: "081355556666",
        listingNumber: "GRY-104518",
        read: false,
        archived: false,
        messages: [
          { message: "Halo, saya tertarik dengan rumah hook di Cibubur. Apakah masih tersedia?", hoursAgo: 5 },
          { message: "Kalau bisa, saya ingin survei hari Sabtu pagi. Terima kasih.", hoursAgo: 1 },
        ],
      },
      {
        name: "Dedi Kurniawan",
        email: "dedi.k@contoh.id",
        phone: "081366667777",
        listingNumber: "GRY-104733",
        read: true,
        archived: false,
        respondedAfterMinutes: 25,
        messages: [{ message: "Apakah kavling di Sentul sudah SHM? Harga masih bisa nego?", hoursAgo: 30 }],
      },
      {
        name: "Sarah Putri",
        email: "sarah.putri@contoh.id",
        phone: "081377778888",
        listingNumber: "GRY-104802",
        read: true,
        archived: true,
        respondedAfterMinutes: 90,
        messages: [{ message: "Apartemen 2BR dekat MRT Blok M bisa sewa 6 bulan dulu?", hoursAgo: 120 }],
      },
      {
        name: "Bambang Susilo",
        email: "bambang.s@contoh.id",
        phone: "081388889999",
        listingNumber: "GRY-100262",
        read: false,
        archived: false,
        messages: [{ message: "Ruko di Serpong masih dijual? Saya cari untuk kantor.", hoursAgo: 50 }],
      },
    ],
  },
];

/** Runs with the demo listings (once, when they are first seeded). */
export async function seedListingLeads(db: AppDb, now: Date): Promise<void> {
  for (const group of demoListingLeads) {
    const [agent] = await rowsOf(
      db,
      v.object({ id: v.number() }),
      sql`SELECT id FROM users WHERE lower(email) = ${group.email}`,
    );
    if (!agent) continue;
    for (const lead of group.leads) await insertDemoLead(db, agent.id, lead, now);
  }
}
